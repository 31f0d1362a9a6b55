import { billingPaths } from '@releve/contracts';
import { openDatabase, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, sessionIdOf } from './modules/billing/testing/billing-test-app';
import { TEST_PASSWORD } from './testing/accounts';
import { call, signIn, signUp, startTwoServers, type TwoServers, within } from './testing/two-servers';

/*
 * Two server processes on one PostgreSQL (decision 060), as behind a load balancer: what one process
 * does reaches the other through the database alone, within a second. Billing's webhook deliveries are
 * held (RELEVE_TEST_HOLD_JOBS), so the order is fulfilled by the first process when its return page
 * asks, and the event must cross to the tab held by the second.
 */
let servers: TwoServers;
beforeAll(async () => {
  servers = await startTwoServers({
    NODE_ENV: 'test',
    RELEVE_TEST_HOLD_JOBS: 'sandbox-webhooks',
    // Processes of one site sign cookies with one secret (docs/operations.md).
    AUTH_SECRET: 'two-processes-one-site-secret-0123456789',
  });
}, 240_000);
afterAll(async () => {
  await servers?.stop();
});

/** The status a member's write gets on a process (a profile change: any route would do). */
const writeStatus = async (server: TwoServers['first'], cookie: string) =>
  (await call(server, 'POST', '/api/users/me', cookie, { firstName: 'Léa' })).status;

describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('refuses on the other process within a second a session signed out on one', async () => {
    const { first, second } = servers;
    const { cookie } = await signUp(first, 'lea.signout@example.test');
    // The second process remembers the cookie (session-memory.ts) from its first use.
    expect(await writeStatus(second, cookie)).toBe(200);
    expect((await call(first, 'POST', '/api/auth/sign-out', cookie, {})).status).toBe(200);
    await within(1_000, () => writeStatus(second, cookie), 401);
  });

  it('refuses on the other process within a second the session the session limit ended', async () => {
    const { first, second } = servers;
    const email = 'lea.limit@example.test';
    const { cookie: oldest } = await signUp(first, email);
    expect(await writeStatus(second, oldest)).toBe(200);
    // Three more browsers: the limit is 3 sessions, so the oldest ends.
    for (let browser = 0; browser < 3; browser++) await signIn(first, email);
    await within(1_000, () => writeStatus(second, oldest), 401);
  });

  it('refuses on the other process within a second the sessions "sign out other sessions" ended', async () => {
    const { first, second } = servers;
    const email = 'lea.others@example.test';
    const { cookie: phone } = await signUp(first, email);
    const laptop = await signIn(first, email);
    expect(await writeStatus(second, phone)).toBe(200);
    // A new password, signing out every other browser.
    const changed = await call(first, 'POST', '/api/auth/change-password', laptop, {
      currentPassword: TEST_PASSWORD,
      newPassword: `${TEST_PASSWORD}-new`,
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    await within(1_000, () => writeStatus(second, phone), 401);
  });

  it("answers 401, not 500, on the other process within a second for a deleted account's session", async () => {
    const { first, second } = servers;
    const { cookie } = await signUp(first, 'lea.deleted@example.test');
    const other = await signIn(first, 'lea.deleted@example.test');
    expect(await writeStatus(second, other)).toBe(200);
    const deleted = await call(first, 'POST', '/api/auth/delete-user', cookie, { password: TEST_PASSWORD });
    expect(deleted.status).toBe(200);
    await within(1_000, () => writeStatus(second, other), 401);
  });

  it('shows a catalogue change made on one process on the other within a second, with the same ETag', async () => {
    const { first, second, databaseUrl } = servers;
    const media = async (server: TwoServers['first']) => {
      const response = await fetch(`${server.url}/api/v2/media/procs001`);
      const body = response.status === 200 ? ((await response.json()) as { title?: string }) : {};
      return { status: response.status, etag: response.headers.get('etag'), title: body.title };
    };
    expect((await media(second)).status).toBe(404);
    // The studio's tools write the catalogue's tables; migration 0030 announces each change at commit.
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      await database.db
        .insert(schema.mediaItem)
        .values({ id: 'procs001', title: 'Fouetté Turns', publishedAt: new Date(Date.now() - 1_000) });
      await within(1_000, async () => (await media(second)).title, 'Fouetté Turns');
      await within(1_000, async () => (await media(first)).title, 'Fouetté Turns');
      const published = await media(first);
      expect(published.etag).toMatch(/^"/);
      expect((await media(second)).etag).toBe(published.etag);
      await database.db
        .update(schema.mediaItem)
        .set({ title: 'Fouetté Turns, slowly' })
        .where(eq(schema.mediaItem.id, 'procs001'));
      await within(1_000, async () => (await media(second)).title, 'Fouetté Turns, slowly');
      await within(1_000, async () => (await media(first)).title, 'Fouetté Turns, slowly');
      // The same version of the catalogue answers with the same ETag on every process.
      const renamed = await media(first);
      expect(renamed.etag).not.toBe(published.etag);
      expect(await media(second)).toEqual(renamed);
    } finally {
      await database.db.delete(schema.mediaItem).where(eq(schema.mediaItem.id, 'procs001'));
      await database.close();
    }
  });

  it("delivers a payment's access-granted event to the member's tab connected to the other process", async () => {
    const { first, second } = servers;
    const { cookie } = await signUp(first, 'lea.payment@example.test');
    // The member's tab holds its event stream on the second process.
    const tab = new AbortController();
    const stream = await fetch(`${second.url}${billingPaths.events}`, {
      headers: { cookie },
      signal: tab.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    let received = '';
    const granted = (async () => {
      const decoder = new TextDecoder();
      while (!received.includes('event: access.granted')) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        received += decoder.decode(chunk.value, { stream: true });
      }
      return received;
    })();
    try {
      const opened = await call(first, 'POST', billingPaths.checkoutSession, cookie, {
        key: 'on-demand-annual',
        redirectUrl: '/?u=finalize-payment',
        cancelUrl: '/pricing',
      });
      expect(opened.status).toBe(200);
      const paid = await call(
        first,
        'POST',
        billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
        cookie,
        card(),
      );
      expect(paid.json.status).toBe('succeeded');
      // The return page asks the first process, which fulfils the order (the webhook is held).
      const finalized = await call(
        first,
        'POST',
        billingPaths.finalizeOrder(opened.json.orderId ?? ''),
        cookie,
      );
      expect(finalized.json).toMatchObject({ status: 'fulfilled', accessGranted: true });
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(received), 2_000));
      expect(await Promise.race([granted, timeout])).toContain('event: access.granted');
    } finally {
      tab.abort();
    }
  });

  it('counts the anonymous event routes once for both processes', async () => {
    const { first, second } = servers;
    // A caller without cookies is one session per address: 60 page views a minute (decision 029).
    const view = (server: TwoServers['first']) =>
      fetch(`${server.url}/api/page-views`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/classes' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let index = 0; index < 60; index++) statuses.push(await view(index % 2 === 0 ? first : second));
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect([await view(first), await view(second)]).toEqual([429, 429]);
  });
});
