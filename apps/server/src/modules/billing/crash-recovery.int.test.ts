import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { billingPaths } from '@releve/contracts';
import { type Database, schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { JobQueue } from '../../jobs/job-queue';
import { registerUser } from '../../testing/accounts';
import { waitFor } from '../../testing/wait-for';
import { card, openCheckout, origin, sessionIdOf } from './testing/billing-test-app';

/*
 * The server dies after the sandbox's bank took the money and before the webhook was applied: the
 * first server queues the webhook but runs no worker (it is gone before delivering), the next start
 * delivers it, and nothing is granted twice (the return page asks again too).
 */

let database: Database;
let dataDir: string;
const queues: JobQueue[] = [];
const apps: App[] = [];
beforeAll(async () => {
  database = await createTestDatabase('billing-crash');
  await insertDemoOffers(database.db);
  dataDir = mkdtempSync(path.join(tmpdir(), 'releve-crash-'));
  mkdirSync(path.join(dataDir, 'web'), { recursive: true });
  writeFileSync(path.join(dataDir, 'web', 'index.html'), '<!doctype html>');
});
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => {});
  for (const queue of queues) await queue.stop(1_000).catch(() => {});
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(worker: boolean): Promise<App> {
  const queue = await new JobQueue(database, { pollingIntervalSeconds: 0.5 }).start(() => {});
  queues.push(queue);
  const env = loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({
    env,
    database,
    webDist: path.join(dataDir, 'web'),
    logger: false,
    jobs: { queue, worker },
  });
  await app.ready();
  apps.push(app);
  return app;
}

describe('a server killed between payment and fulfilment', () => {
  it('completes the order at the next start, granting once', async () => {
    const first = await startServer(false);
    const ola = await registerUser(first, 'ola.crash@example.test');
    const t = { app: first } as Parameters<typeof openCheckout>[0];
    const opened = await openCheckout(t, ola, { key: 'on-demand-annual' });
    const paid = await first.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
      payload: card(),
    });
    expect(paid.json().status).toBe('succeeded');
    const orderStatus = async () =>
      (
        await database.db
          .select()
          .from(schema.billingOrder)
          .where(eq(schema.billingOrder.id, opened.json.orderId ?? ''))
      )[0]?.status;
    expect(await orderStatus()).toBe('open');
    // The process dies: its queue and app stop without delivering anything. One event's job is lost
    // too, as if the process died between the bank's commit and queueing it.
    await queues[0]?.stop(1_000);
    await first.close();
    await database.db.execute(sql`delete from pgboss.job where name = 'sandbox-webhooks'`);

    const second = await startServer(true);
    await waitFor(async () => (await orderStatus()) === 'fulfilled', 20_000);
    const finalize = await second.inject({
      method: 'POST',
      url: billingPaths.finalizeOrder(opened.json.orderId ?? ''),
      headers: { cookie: ola.cookie, ...origin },
    });
    expect(finalize.json()).toMatchObject({ status: 'fulfilled', accessGranted: true });
    const products = await database.db
      .select()
      .from(schema.product)
      .where(eq(schema.product.userId, ola.userId));
    expect(products).toHaveLength(1);
    const payments = await database.db
      .select()
      .from(schema.payment)
      .where(eq(schema.payment.userId, ola.userId));
    expect(payments).toHaveLength(1);
    // Delivered again anyway (a retry after a lost answer): still once.
    await second.billing.fulfilment.receive('sandbox', {
      eventId: 'evt_duplicate_session',
      type: 'checkout.completed',
      sessionId: sessionIdOf(opened.json.url ?? ''),
      orderId: opened.json.orderId ?? '',
      paymentId: payments[0]?.providerPaymentId ?? '',
      amount: 20000,
      currency: 'USD',
      subscription: null,
      card: null,
    });
    expect(
      await database.db.select().from(schema.product).where(eq(schema.product.userId, ola.userId)),
    ).toHaveLength(1);
  }, 60_000);
});
