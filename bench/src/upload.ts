/**
 * `npm run bench:upload -w @releve/bench` (issue 33, decision 039): the studio's upload of a 1 GB video
 * over loopback through tus (tus-js-client, the console's client, in 32 MiB chunks), as a share of a
 * plain streaming PUT of the same file to the same server (the bench hook RELEVE_BENCH_PLAIN_PUT: onto
 * the same disk, behind the same staff guard), alternating, in the same run. The tus time runs to the
 * last PATCH's answer, so it includes the server's check of the whole file (ffprobe, the last second
 * decoded) and its move into storage. Packaging jobs are held (the test hook) so that no ffmpeg run
 * competes with the uploads that follow, and each transfer starts after `sync`, so the one before's
 * write-back to disk does not slow it.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { UPLOAD_CHUNK_BYTES } from '@releve/contracts';
import { repoRoot, runAdminCommand, type SpawnedServer, spawnServer } from '@releve/server/spawn';
import * as tus from 'tus-js-client';
import { UPLOAD_BARS } from './bars';
import { isMainModule, progress } from './measure';

const OWNER = { email: 'owner.bench@example.test', password: 'Bench-uploads-2026' };
const CACHE = path.join(repoRoot, '.cache', 'bench-upload');

export interface UploadRun {
  tusSeconds: number;
  putSeconds: number;
}

export interface UploadResult {
  fileBytes: number;
  chunkBytes: number;
  runs: UploadRun[];
  /** Median MB/s (10^6 bytes) of each way. */
  tusMBps: number;
  putMBps: number;
  /** tus's median throughput over the PUT's. */
  ratio: number;
}

/**
 * A real video of about `bytes` (uncompressed 720p in Matroska: quick to make, and a file the server's
 * check accepts), made once and cached.
 */
export function benchVideo(bytes: number): string {
  const frameBytes = 1280 * 720 * 1.5;
  const frames = Math.ceil(bytes / frameBytes);
  const file = path.join(CACHE, `raw720p-${frames}.mkv`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE, { recursive: true });
  progress(
    `making a ${Math.round(bytes / 1e6)} MB video (once, cached in ${path.relative(repoRoot, CACHE)})`,
  );
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'testsrc=size=1280x720:rate=25', '-frames:v', String(frames)],
    ...['-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', `${file}.part.mkv`],
  ]);
  execFileSync('mv', [`${file}.part.mkv`, file]);
  return file;
}

/** A server with an owner signed in: registered, made owner by the admin command, restarted. */
async function ownerServer(): Promise<{ server: SpawnedServer; cookie: string }> {
  const env = { NODE_ENV: 'test', RELEVE_BENCH_PLAIN_PUT: '1', RELEVE_TEST_HOLD_JOBS: 'package-video' };
  const first = await spawnServer({ env, stubWebIfMissing: true });
  const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first.url },
    body: JSON.stringify({ ...OWNER, name: '', consents: { terms: true } }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await first.halt('SIGTERM');
  const adminEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: first.dataDir, LOG_LEVEL: 'silent' };
  if (first.databaseUrl) adminEnv.DATABASE_URL = first.databaseUrl;
  else delete adminEnv.DATABASE_URL;
  await runAdminCommand(adminEnv, ['staff-role', OWNER.email, 'owner']);
  const server = await first.restart(env);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(OWNER),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { server, cookie };
}

function uploadThroughTus(server: SpawnedServer, cookie: string, file: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(createReadStream(file), {
      endpoint: `${server.url}/api/studio/uploads`,
      chunkSize: UPLOAD_CHUNK_BYTES,
      headers: { cookie, origin: server.url },
      metadata: { filename: path.basename(file), filetype: 'video/x-matroska' },
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve((performance.now() - started) / 1000),
    });
    upload.start();
  });
}

function uploadThroughPut(server: SpawnedServer, cookie: string, file: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const put = request(
      `${server.url}/api/studio/upload-baseline`,
      {
        method: 'PUT',
        headers: {
          cookie,
          origin: server.url,
          'content-type': 'application/octet-stream',
          'content-length': statSync(file).size,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`PUT answered ${response.statusCode}: ${body}`));
          else resolve((performance.now() - started) / 1000);
        });
      },
    );
    put.on('error', reject);
    pipeline(createReadStream(file), put).catch(reject);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export async function measureUpload(options: { runs: number; bytes?: number }): Promise<UploadResult> {
  const file = benchVideo(options.bytes ?? UPLOAD_BARS.fileBytes);
  const fileBytes = statSync(file).size;
  const { server, cookie } = await ownerServer();
  const runs: UploadRun[] = [];
  try {
    // Read once, so both ways send from the page cache, not the disk.
    await uploadThroughPut(server, cookie, file);
    for (let run = 1; run <= options.runs; run++) {
      // Each starts with the disk's write-back done: the one before must not slow the one after.
      execFileSync('sync');
      const putSeconds = await uploadThroughPut(server, cookie, file);
      execFileSync('sync');
      const tusSeconds = await uploadThroughTus(server, cookie, file);
      // The finished upload's source went into storage: removed, so every run writes to the same room.
      const sources = path.join(server.dataDir, 'files', 'sources');
      for (const name of existsSync(sources) ? readdirSync(sources) : []) rmSync(path.join(sources, name));
      progress(`run ${run}: PUT ${putSeconds.toFixed(2)} s, tus ${tusSeconds.toFixed(2)} s`);
      runs.push({ tusSeconds, putSeconds });
    }
  } finally {
    await server.stop();
  }
  const tusMBps = fileBytes / 1e6 / median(runs.map((run) => run.tusSeconds));
  const putMBps = fileBytes / 1e6 / median(runs.map((run) => run.putSeconds));
  return { fileBytes, chunkBytes: UPLOAD_CHUNK_BYTES, runs, tusMBps, putMBps, ratio: tusMBps / putMBps };
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, json: { type: 'boolean', default: false } },
  });
  const result = await measureUpload({ runs: Number(values.runs) });
  console.log(
    `1 file of ${(result.fileBytes / 1e6).toFixed(0)} MB, ${result.runs.length} runs: tus ${result.tusMBps.toFixed(0)} MB/s, plain PUT ${result.putMBps.toFixed(0)} MB/s: ${result.ratio.toFixed(2)}x (bar >= ${UPLOAD_BARS.minRatio}x)`,
  );
  if (values.json) console.log(JSON.stringify(result));
  process.exitCode = result.ratio >= UPLOAD_BARS.minRatio ? 0 : 1;
}

if (isMainModule(import.meta.url)) await main();
