import type { Offer, ProfileAnswer } from '@releve/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { emptyInitialData } from '../../testing/render-app';

/** The demo studio's offers (decision 010), as GET /api/offers answers them: for billing's tests. */
export const demoOffers: Offer[] = [
  offer('S1', 'on-demand', 'On-Demand Monthly', 'subscription', 'month', 1, 2500, 7, 'non-members', 0),
  offer('C2', 'on-demand-6-months', 'On-Demand Pass', 'one-time', 'month', 6, 7980, 0, 'everyone', 0),
  offer('C3', 'on-demand-annual', 'On-Demand Pass', 'one-time', 'year', 1, 20000, 0, 'everyone', 0),
  offer('C4', 'on-demand-flex', 'On-Demand Flex', 'one-time', 'month', 3, 5000, 0, 'everyone', 0),
  offer('S5', 'unlimited-monthly', 'Unlimited Monthly', 'subscription', 'month', 1, 8000, 0, 'everyone', 0),
  offer('C6', 'day-pass-pack-5', 'Day Pass Pack', 'one-time', null, 1, 2500, 0, 'members', 6),
  offer('C7', 'day-pass', 'Day Pass', 'one-time', null, 1, 1500, 0, 'non-members', 1),
  offer('C8', 'day-pass-member', 'Day Pass', 'one-time', null, 1, 500, 0, 'members', 1),
];

function offer(
  offerId: string,
  key: string,
  offerTitle: string,
  kind: Offer['kind'],
  period: Offer['period'],
  periodCount: number,
  price: number,
  freeDays: number,
  audience: Offer['audience'],
  dayPasses: number,
): Offer {
  return {
    offerId,
    key,
    offerTitle,
    kind,
    period,
    periodCount,
    currency: 'USD',
    price,
    taxRate: 0,
    freeDays,
    renews: kind === 'subscription',
    audience,
    grants: { product: dayPasses > 0 ? ['live'] : ['on-demand'], dayPasses },
  };
}

export const offerByKey = (key: string) => demoOffers.find((candidate) => candidate.key === key) as Offer;

export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: StubbedCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
export const refusal = (status: number, message: string) =>
  json({ statusCode: status, error: 'Error', message }, status);

/**
 * The server for billing's component tests: GET /api/users/me answers the current profile (401 when
 * null), GET /api/initial-data an empty catalogue, `handlers` answer `METHOD /path`; calls are recorded.
 */
export function stubBillingApi(initial: ProfileAnswer | null, handlers: Record<string, Handler> = {}) {
  const state = { profile: initial, calls: [] as StubbedCall[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method, path, body };
      state.calls.push(call);
      const handler = handlers[`${method} ${path}`];
      if (handler) return handler(call);
      if (method === 'GET' && path === '/api/users/me') {
        return state.profile ? json(state.profile) : refusal(401, 'Not logged in');
      }
      if (method === 'GET' && path === '/api/initial-data') return json(emptyInitialData);
      return refusal(404, `no stub for ${method} ${path}`);
    }),
  );
  return state;
}

/** A promise and its resolver, to hold an answer back while a test looks at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * For each test of the file, holds back `window.location.assign` (the browser leaving for the payment
 * page) and undoes the stubs afterwards; `.assign` is the spy.
 */
export function holdPageLeaves() {
  const leaves = { assign: undefined as unknown as ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    leaves.assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return leaves;
}
