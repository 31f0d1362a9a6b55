import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../plugins/route-table';
import { REQUIRED_CONSENTS, registerUser, TEST_PASSWORD } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type FuzzCase, fuzzCase, requestOf } from './fuzz/fuzz-cases';
import { startWriteCounter, type WriteCounter } from './fuzz/write-counter';

/**
 * Walks the whole route table, and sends each route 500 generated inputs: malformed, oversized and
 * hostile (NUL bytes, lone surrogates, deep nesting, huge numbers, wrong types, broken escapes),
 * from signed-in and anonymous callers. Every answer is below 500, says what was wrong (an API's
 * 4xx carries a message), shows no stack trace, and a refused request changed no data. A route
 * added tomorrow is fuzzed by existing.
 */
/**
 * 500 per route in CI. While working on a route: FUZZ_CASES lowers the count, FUZZ_ROUTES (a regular
 * expression on `METHOD /url`) picks routes, FUZZ_VERBOSE times each route.
 */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 500);

let t: TestApp;
let writes: WriteCounter;
let member = { cookie: '', email: '' };
/** Rows written so far, as of the last answer: a refused request must leave it as it was. */
let written: number | undefined;
let registrations = 0;
/** Set after a call that may have signed the member out or deleted them (any accepted /api/auth call). */
let memberInDoubt = true;

/** A signed-in member; a fresh one when fuzzing signed the last one out or deleted it. */
async function signedInMember() {
  if (memberInDoubt) {
    memberInDoubt = false;
    const alive =
      member.cookie &&
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: member.cookie } })).statusCode === 200;
    if (!alive) {
      const email = `fuzz.member${++registrations}@example.test`;
      const address = `10.99.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`;
      member = { email, cookie: (await registerUser(t.app, email, TEST_PASSWORD, address)).cookie };
      // The registration's own rows are no request's doing.
      written = await writes.count();
    }
  }
  return member;
}

beforeAll(async () => {
  t = await createTestApp();
  writes = await startWriteCounter(t.database);
}, 120_000);
afterAll(() => t.close());

const stackTrace = /\n\s+at |node_modules|\.[tj]s:\d+:\d+/;

/**
 * The status and body of a request; a stream of server-sent events is read for a moment and closed.
 */
async function answerOf(request: InjectOptions) {
  const res = await t.app.inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve) => {
    // A stream of server-sent events stays open: its status and first bytes are enough.
    const open = String(res.headers['content-type']).startsWith('text/event-stream');
    const timer = setTimeout(
      () => {
        stream.destroy();
        resolve();
      },
      open ? 0 : 10_000,
    );
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', done);
    stream.on('error', done);
  });
  const body = Buffer.concat(chunks).toString();
  return { statusCode: res.statusCode, body, json: () => JSON.parse(body) as unknown };
}

async function check(route: RouteTableEntry, input: FuzzCase) {
  const caller = input.signedIn ? await signedInMember() : undefined;
  // A GET changes nothing, accepted or not: its route's batch is checked as a whole (in the test
  // below), which spares a query per request.
  const reads = route.method === 'GET';
  if (!reads) written ??= await writes.count();
  const res = await answerOf(requestOf(route, input, caller?.cookie));
  const where = `${route.method} ${route.url} ← ${JSON.stringify(input).slice(0, 300)}`;
  const now = reads ? written : await writes.count();
  const before = written;
  written = now;
  expect(res.statusCode, `${where}\n${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, where).not.toMatch(stackTrace);
  if (res.statusCode < 400) {
    if (route.url.startsWith('/api/auth/')) memberInDoubt = true;
    return;
  }
  if (route.url.startsWith('/api/')) {
    const message = (res.json() as { message?: unknown }).message;
    expect(typeof message === 'string' && message.length > 0, `${where}: no message`).toBe(true);
  }
  expect(now, `${where}: a refused request changed data`).toBe(before);
}

describe('every route under hostile input', () => {
  it('has routes to fuzz', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(20);
  });

  it(
    'answers every generated input with less than 500, a message, no stack trace, and no change when refused',
    async () => {
      const only = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
      for (const route of t.app.routeTable.filter((r) => !only || only.test(`${r.method} ${r.url}`))) {
        const started = performance.now();
        written = await writes.count();
        await fc.assert(
          fc.asyncProperty(
            fuzzCase(route, { password: TEST_PASSWORD, consents: REQUIRED_CONSENTS }),
            (input) => check(route, input),
          ),
          { numRuns: CASES_PER_ROUTE, endOnFailure: true },
        );
        if (route.method === 'GET') {
          expect(await writes.count(), `${route.method} ${route.url} changed data`).toBe(written);
        }
        if (process.env.FUZZ_VERBOSE) {
          console.log(`${route.method} ${route.url}: ${Math.round(performance.now() - started)} ms`);
        }
      }
    },
    10 * 60_000,
  );
});
