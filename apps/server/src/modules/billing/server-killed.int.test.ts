import { billingPaths } from '@releve/contracts';
import { openDatabase, schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { REQUIRED_CONSENTS, TEST_PASSWORD } from '../../testing/accounts';
import { type SpawnedServer, spawnServer } from '../../testing/spawn-server';
import { pgliteDirOf } from '../admin/admin.module';
import { card, sessionIdOf } from './testing/billing-test-app';

/*
 * The real thing: the server runs as its own process, the sandbox's bank takes the money, and the
 * process is killed (SIGKILL) while the webhook's delivery job is running, before anything is applied.
 * Started again on the same data folder and database, the server queues the undelivered event again,
 * delivers it, and the order is fulfilled once; the return page asking afterwards grants nothing more.
 * The first server holds the delivery job through a test hook (RELEVE_TEST_HOLD_JOBS, NODE_ENV=test).
 */

const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

const openServerDatabase = (env: NodeJS.ProcessEnv) => {
  const { DATABASE_URL, DATA_DIR } = loadEnv(env);
  return openDatabase({ databaseUrl: DATABASE_URL, dataDir: pgliteDirOf(DATA_DIR) });
};

/** The parts of the answers this test reads. */
interface Answer {
  status?: string;
  orderId?: string;
  url?: string;
  user?: { id: string };
}

async function call(server: SpawnedServer, method: string, path: string, cookie?: string, body?: object) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Answer,
    cookies: response.headers.getSetCookie(),
  };
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 90_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a server process killed between payment and fulfilment', () => {
  it('fulfils the order once after it starts again', async () => {
    let serverEnv: NodeJS.ProcessEnv = {};
    const first = await spawnServer({
      stubWebIfMissing: true,
      env: { NODE_ENV: 'test', RELEVE_TEST_HOLD_JOBS: 'sandbox-webhooks' },
      prepare: async (env) => {
        serverEnv = env;
        const database = await openServerDatabase(env);
        await database.migrate();
        await insertDemoOffers(database.db);
        await database.close();
      },
    });
    servers.push(first);

    const signedUp = await call(first, 'POST', '/api/auth/sign-up/email', undefined, {
      email: 'kira.killed@example.test',
      password: TEST_PASSWORD,
      name: '',
      consents: REQUIRED_CONSENTS,
    });
    expect(signedUp.status).toBe(200);
    const userId = signedUp.json.user?.id ?? '';
    const cookie = signedUp.cookies.map((each) => each.split(';')[0]).join('; ');
    const opened = await call(first, 'POST', billingPaths.checkoutSession, cookie, {
      key: 'on-demand-annual',
      redirectUrl: '/?u=finalize-payment',
      cancelUrl: '/pricing',
    });
    expect(opened.status).toBe(200);
    const orderId = opened.json.orderId ?? '';
    const paid = await call(
      first,
      'POST',
      billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
      cookie,
      card(),
    );
    expect(paid.json.status).toBe('succeeded');
    // The delivery job is running (held): the bank has the money, Relevé has granted nothing.
    await waitFor('the held delivery', () => first.output().includes('holding a sandbox-webhooks job'));
    expect((await call(first, 'GET', billingPaths.order(orderId), cookie)).json.status).toBe('open');

    const second = await first.restart({ RELEVE_TEST_HOLD_JOBS: '' });
    servers.push(second);
    await waitFor('the fulfilment', async () => {
      const order = await call(second, 'GET', billingPaths.order(orderId), cookie);
      return order.json.status === 'fulfilled';
    });
    const finalized = await call(second, 'POST', billingPaths.finalizeOrder(orderId), cookie);
    expect(finalized.json).toMatchObject({ status: 'fulfilled', accessGranted: true });

    // What the books say, read with the server stopped (PGlite belongs to one process).
    await second.halt('SIGTERM');
    const database = await openServerDatabase(serverEnv);
    try {
      const { db } = database;
      const products = await db.select().from(schema.product).where(eq(schema.product.userId, userId));
      expect(products.map((product) => [product.type, product.source])).toEqual([['on-demand', orderId]]);
      const payments = await db.select().from(schema.payment).where(eq(schema.payment.userId, userId));
      expect(payments).toHaveLength(1);
      const events = await db.select().from(schema.paymentEvent);
      expect(events.map((event) => [event.type, !!event.appliedAt])).toEqual([['checkout.completed', true]]);
      const [delivered] = await db.select().from(schema.sandboxEvent);
      expect(delivered?.deliveredAt).toBeTruthy();
    } finally {
      await database.close();
    }
  }, 300_000);
});
