import { openDatabase } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { createPostgresDatabase, ensurePostgresTemplate } from '@releve/db/testing/template';
import { expect } from 'vitest';
import { REQUIRED_CONSENTS, sessionCookie, TEST_PASSWORD } from './accounts';
import { type SpawnedServer, spawnServer } from './spawn-server';

/**
 * Two real server processes on one PostgreSQL database (decision 060), as a load balancer's pool
 * would run them: nothing passes between them but the database.
 */
export interface TwoServers {
  first: SpawnedServer;
  second: SpawnedServer;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Starts both processes at once (as a rolling deploy or a restart of the pool does) on a fresh database. */
export async function startTwoServers(env: Record<string, string> = {}): Promise<TwoServers> {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const made = await createPostgresDatabase(adminUrl, await ensurePostgresTemplate(adminUrl), 'two');
  // The offers a checkout sells (decision 010).
  const database = await openDatabase({ databaseUrl: made.url });
  await database.migrate();
  await insertDemoOffers(database.db);
  await database.close();
  const started = await Promise.allSettled(
    [0, 1].map(() => spawnServer({ stubWebIfMissing: true, env, existingDatabaseUrl: made.url })),
  );
  const [first, second] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  if (!first || !second) {
    await Promise.all([first?.stop(), second?.stop()]);
    await made.drop();
    throw started.find((result) => result.status === 'rejected')?.reason;
  }
  return {
    first,
    second,
    databaseUrl: made.url,
    stop: async () => {
      await Promise.all([first.stop(), second.stop()]);
      await made.drop();
    },
  };
}

export interface Answer {
  status: number;
  json: Record<string, unknown> & { user?: { id: string }; orderId?: string; url?: string; status?: string };
  cookie: string;
}

/**
 * Where a call goes: a process, or a proxy in front of several; `origin` is the site's address when the
 * call goes to a process behind the proxy the site is served from (its PUBLIC_URL), else the address.
 */
export interface Target {
  url: string;
  origin?: string;
}

/** One call, as the web app makes it (same-origin, JSON); the answer's new session cookie, if any. */
export async function call(
  server: Target,
  method: string,
  path: string,
  cookie?: string,
  body?: object,
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.origin ?? server.url,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  let json: Answer['json'] = {};
  try {
    json = text ? (JSON.parse(text) as Answer['json']) : {};
  } catch {
    // Not JSON (a page): the status says enough.
  }
  return { status: response.status, json, cookie: sessionCookie(response.headers.getSetCookie()) };
}

export async function signUp(server: Target, email: string): Promise<{ userId: string; cookie: string }> {
  const answer = await call(server, 'POST', '/api/auth/sign-up/email', undefined, {
    email,
    password: TEST_PASSWORD,
    name: '',
    consents: REQUIRED_CONSENTS,
  });
  expect(answer.status).toBe(200);
  return { userId: answer.json.user?.id ?? '', cookie: answer.cookie };
}

export async function signIn(server: Target, email: string): Promise<string> {
  const answer = await call(server, 'POST', '/api/auth/sign-in/email', undefined, {
    email,
    password: TEST_PASSWORD,
  });
  expect(answer.status).toBe(200);
  return answer.cookie;
}

/** Polls `read` until it gives `expected`, at most `ms`; the time it took. */
export async function within<T>(ms: number, read: () => Promise<T>, expected: T): Promise<number> {
  const from = Date.now();
  await expect.poll(read, { timeout: ms, interval: 20 }).toEqual(expected);
  return Date.now() - from;
}
