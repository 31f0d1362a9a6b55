import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { JobQueue } from '../../jobs/job-queue';
import { registerUser } from '../../testing/accounts';
import { CHECKOUT_SWEEP_CRON, CHECKOUT_SWEEP_QUEUE } from './checkout-sweep';
import { openCheckout, sessionIdOf } from './testing/billing-test-app';

/*
 * The checkout sweep runs on the server's job queue (decision 026): pg-boss sends it every 5 minutes
 * from its schedule, and it closes, at the provider too, a checkout left open past its lifetime.
 */

let database: Database;
let dataDir: string;
let queue: JobQueue;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase('billing-checkout-sweep');
  await insertDemoOffers(database.db);
  dataDir = mkdtempSync(path.join(tmpdir(), 'releve-checkout-sweep-'));
  mkdirSync(path.join(dataDir, 'web'), { recursive: true });
  writeFileSync(path.join(dataDir, 'web', 'index.html'), '<!doctype html>');
  queue = await new JobQueue(database, { pollingIntervalSeconds: 0.5 }).start(() => {});
  app = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    database,
    webDist: path.join(dataDir, 'web'),
    logger: false,
    jobs: { queue, worker: true },
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await queue?.stop(1_000).catch(() => {});
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const waitFor = async (check: () => Promise<boolean>, ms = 30_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the checkout sweep on schedule', () => {
  it('is scheduled every 5 minutes, and the job expires a checkout left open past its lifetime', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules.map(({ name, cron }) => [name, cron])).toContainEqual([
      CHECKOUT_SWEEP_QUEUE,
      CHECKOUT_SWEEP_CRON,
    ]);
    const member = await registerUser(app, 'ola.left-open@example.test');
    const opened = await openCheckout({ app } as Parameters<typeof openCheckout>[0], member, {
      key: 'on-demand-annual',
    });
    const orderId = opened.json.orderId ?? '';
    const sessionId = sessionIdOf(opened.json.url ?? '');
    // Opened two hours ago, as far as both books know.
    const longAgo = new Date(Date.now() - 2 * 3_600_000);
    await database.db
      .update(schema.billingOrder)
      .set({ createdAt: longAgo })
      .where(eq(schema.billingOrder.id, orderId));
    await database.db
      .update(schema.sandboxSession)
      .set({ createdAt: longAgo, expiresAt: new Date(longAgo.getTime() + 3_600_000) })
      .where(eq(schema.sandboxSession.id, sessionId));
    // What the schedule sends at its next slot.
    await queue.boss.send(CHECKOUT_SWEEP_QUEUE, {});
    const statusOf = async () =>
      (await database.db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, orderId)))[0]
        ?.status;
    await waitFor(async () => (await statusOf()) === 'expired');
    const [session] = await database.db
      .select()
      .from(schema.sandboxSession)
      .where(eq(schema.sandboxSession.id, sessionId));
    expect(session?.status).toBe('expired');
  }, 90_000);
});
