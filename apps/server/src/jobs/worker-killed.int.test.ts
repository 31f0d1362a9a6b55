import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '@releve/db';
import { createPostgresDatabase, ensurePostgresTemplate } from '@releve/db/testing/template';
import { afterAll, describe, expect, it } from 'vitest';
import { VideoAssetsRepository } from '../modules/playback/playback.module';
import { SERVER_NODE_FLAGS } from '../runtime/node-flags';
import { createLocalStorage } from '../storage/local-disk-storage';
import { repoRoot, spawnServer } from '../testing/spawn-server';
import { runTool } from '../video/ffmpeg';
import { findVideoTools } from '../video/video-tools';
import { JobQueue } from './job-queue';
import { createPackageVideoQueue, enqueuePackageVideo, PACKAGE_VIDEO_QUEUE } from './package-video.job';

/*
 * A job worker (RELEVE_ROLE=worker) killed with SIGKILL while it packages a video (decision 060): on
 * PostgreSQL the job stays `active` with nobody running it, and before, it waited for its expiry (three
 * hours). The next worker sees that the dead worker's lock on the job is gone and packages it at once.
 */
const children: ChildProcess[] = [];
const cleanUps: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

function startWorker(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return { child, output: () => text };
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms: number) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe.runIf(process.env.DATABASE_URL)('a job worker killed mid-packaging', () => {
  it('leaves a job the next worker packages within seconds (and a web process packages none)', {
    timeout: 180_000,
  }, async () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const made = await createPostgresDatabase(adminUrl, await ensurePostgresTemplate(adminUrl), 'worker');
    cleanUps.push(async () => {
      await made.drop();
    });
    const work = mkdtempSync(path.join(tmpdir(), 'releve-worker-'));
    cleanUps.push(() => rmSync(work, { recursive: true, force: true }));
    const dataDir = path.join(work, 'data');
    const storage = createLocalStorage(dataDir);
    mkdirSync(storage.pathOf('uploads'), { recursive: true });
    await runTool(findVideoTools().ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast'],
      storage.pathOf('uploads/class01.mp4'),
    ]);

    const database = await openDatabase({ databaseUrl: made.url, poolSize: 2 });
    cleanUps.push(() => database.close());
    const assets = new VideoAssetsRepository(database.db);
    await assets.create({
      id: 'class01',
      status: 'queued',
      width: 0,
      height: 0,
      durationSeconds: 0,
      sourceKey: 'uploads/class01.mp4',
    });
    const queue = await new JobQueue(database).start((error) => {
      throw error;
    });
    await createPackageVideoQueue(queue);
    const jobId = await enqueuePackageVideo(queue, 'class01');
    await queue.stop(1_000);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      RELEVE_ROLE: 'worker',
      DATABASE_URL: made.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    // A web process serves, and packages nothing (RELEVE_ROLE=web): the job waits for a worker.
    const web = await spawnServer({
      stubWebIfMissing: true,
      existingDatabaseUrl: made.url,
      env: { RELEVE_ROLE: 'web', DATA_DIR: dataDir },
    });
    cleanUps.push(() => web.stop());
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200);
    await sleep(3_000);
    const waiting = await database.runSql('SELECT state FROM pgboss.job WHERE id = $1', [jobId]);
    expect(waiting.rows).toEqual([{ state: 'created' }]);

    const first = startWorker({ ...env, RELEVE_TEST_HOLD_JOBS: PACKAGE_VIDEO_QUEUE });
    await waitFor(
      'the first worker to take the job',
      () => first.output().includes('holding a package-video job'),
      60_000,
    );
    first.child.kill('SIGKILL');
    const killedAt = Date.now();

    startWorker(env);
    await waitFor(
      'the video to be packaged',
      async () => (await assets.find('class01'))?.status === 'ready',
      90_000,
    );
    // The grace a new job gets, a sweep, and the packaging of 4 s of video: far from the expiry's hours.
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    // The queue marks the job done just after its work ends: a moment later on a busy machine.
    const jobRow = async () =>
      (await database.runSql('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [jobId])).rows as {
        state: string;
        retry_count: number;
      }[];
    await waitFor(
      'the job to be marked done',
      async () => (await jobRow())[0]?.state === 'completed',
      10_000,
    );
    expect(await jobRow()).toEqual([{ state: 'completed', retry_count: 1 }]);
  });
});
