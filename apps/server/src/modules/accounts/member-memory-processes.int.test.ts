import { afterAll, describe, expect, it } from 'vitest';
import { REQUIRED_CONSENTS, sessionCookie, TEST_PASSWORD } from '../../testing/accounts';
import { type SpawnedServer, spawnServer } from '../../testing/spawn-server';

/*
 * Two server processes on one PostgreSQL database, each keeping the member's profile in memory
 * (decision 017): a change made through one is seen by the other, which hears the database announce
 * it; no restart, no message between the processes.
 */
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
});

const email = 'lea.processes@example.test';

async function auth(server: SpawnedServer, action: 'sign-up' | 'sign-in'): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/${action}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(
      action === 'sign-up'
        ? { email, password: TEST_PASSWORD, name: '', consents: REQUIRED_CONSENTS }
        : { email, password: TEST_PASSWORD },
    ),
  });
  expect(response.status).toBe(200);
  return sessionCookie(response.headers.getSetCookie());
}

const firstName = async (server: SpawnedServer, cookie: string) => {
  const response = await fetch(`${server.url}/api/users/me`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { firstName: string } }).user.firstName;
};

describe.runIf(process.env.DATABASE_URL)('profiles kept by two server processes on PostgreSQL', () => {
  it("shows the other process's change at once", { timeout: 180_000 }, async () => {
    const first = await spawnServer({ stubWebIfMissing: true });
    servers.push(first);
    const second = await spawnServer({
      stubWebIfMissing: true,
      env: { DATABASE_URL: first.databaseUrl ?? '' },
    });
    servers.push(second);
    const onFirst = await auth(first, 'sign-up');
    const onSecond = await auth(second, 'sign-in');
    expect([await firstName(first, onFirst), await firstName(second, onSecond)]).toEqual(['', '']);

    const changed = await fetch(`${first.url}/api/users/me`, {
      method: 'POST',
      headers: { cookie: onFirst, 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ firstName: 'Léa' }),
    });
    expect(changed.status).toBe(200);
    expect(await firstName(first, onFirst)).toBe('Léa');
    // The second process hears of it moments after the commit.
    await expect.poll(() => firstName(second, onSecond), { timeout: 2_000, interval: 20 }).toBe('Léa');
  });
});
