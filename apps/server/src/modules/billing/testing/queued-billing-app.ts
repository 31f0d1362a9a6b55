import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertDemoOffers } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { buildApp } from '../../../app';
import { loadEnv } from '../../../config/env';
import { JobQueue } from '../../../jobs/job-queue';
import type { TestApp } from '../../../testing/test-app';

/**
 * The server with the demo offers and its job queue running a worker, as `npm start` runs it: webhooks
 * and scheduled jobs (renewals, the checkout sweep) go through pg-boss. `name` names its database.
 */
export async function createQueuedBillingApp(name: string): Promise<TestApp & { queue: JobQueue }> {
  const database = await createTestDatabase(name);
  await insertDemoOffers(database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), `releve-${name}-`));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
  const queue = await new JobQueue(database, { pollingIntervalSeconds: 0.5 }).start(() => {});
  const app = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    database,
    webDist,
    logger: false,
    jobs: { queue, worker: true },
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    queue,
    async close() {
      await app.close();
      await queue.stop(1_000).catch(() => {});
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
