import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server';
import { repoRoot } from '../testing/spawn-server';
import { createLocalStorage } from './local-disk-storage';
import { PART_SIZE } from './s3-storage';

let s3: S3TestServer;
let bucket: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-copy-'));

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = await s3.createBucket();
}, 60_000);
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- storage ...` as npm runs it. */
function admin(args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'storage', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

it('copies a local library to the bucket, checking every object; a second run copies nothing', async () => {
  const local = createLocalStorage(dataDir);
  const library: Record<string, Buffer> = {
    'hls/class01/master.m3u8': Buffer.from('#EXTM3U\n'),
    'hls/class01/240p/seg000.ts': Buffer.alloc(188 * 50, 0x47),
    'posters/p1/640.jpg': Buffer.from([0xff, 0xd8, 0xff]),
    'avatars/abc.jpg': Buffer.from('jpeg'),
    'resources/basics/guide.pdf': Buffer.from('%PDF-1.4'),
    'magazines/spring/1.png': Buffer.from('png'),
  };
  for (const [key, bytes] of Object.entries(library)) await local.put(key, bytes);
  // A source larger than one part: copied as a multipart upload, checked by its parts' checksums.
  const big = Buffer.alloc(PART_SIZE + 4096);
  for (let i = 0; i < big.length; i += 997) big[i] = i % 256;
  writeFileSync(path.join(local.root, 'sources-big'), big);
  await local.putFile('sources/class01', path.join(local.root, 'sources-big'));
  rmSync(path.join(local.root, 'sources-big'));

  const first = await admin(['copy', '--to', 's3'], s3.env(bucket));
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  expect(first.stdout).toMatch(/^7 copied \(16\.8 MB\), 0 already in the bucket; every object checked/);

  const storage = s3.storage(bucket);
  for (const [key, bytes] of Object.entries(library))
    expect((await storage.get(key))?.equals(bytes), key).toBe(true);
  expect((await storage.get('sources/class01'))?.equals(big)).toBe(true);
  expect(await storage.head('posters/p1/640.jpg')).toMatchObject({ size: 3 });

  const second = await admin(['copy', '--to', 's3'], s3.env(bucket));
  expect(second.code).toBe(0);
  expect(second.stdout).toMatch(/^0 copied \(0\.0 MB\), 7 already in the bucket/);

  // An object that differs in the bucket (a copy cut short, say) is copied again.
  await storage.put('avatars/abc.jpg', Buffer.from('jpeX'));
  const third = await admin(['copy', '--to', 's3'], s3.env(bucket));
  expect(third.stdout).toMatch(/^1 copied \(0\.0 MB\), 6 already in the bucket/);
  expect((await storage.get('avatars/abc.jpg'))?.toString()).toBe('jpeg');
}, 120_000);

it('says what is wrong: no bucket set, a wrong secret, an unknown command', async () => {
  const noBucket = await admin(['copy', '--to', 's3'], {});
  expect([noBucket.code, noBucket.stderr.trim()]).toEqual([
    1,
    'S3_BUCKET is not set: set the S3_* variables of the bucket to copy to',
  ]);
  const wrongSecret = await admin(['copy', '--to', 's3'], {
    ...s3.env(bucket),
    S3_SECRET_ACCESS_KEY: 'wrong',
  });
  expect(wrongSecret.code).toBe(1);
  expect(wrongSecret.stderr.trim()).toBe(
    `The bucket ${bucket} at ${s3.endpoint} refused the credentials (403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (a signature mismatch means a wrong secret), and that the key may use the bucket`,
  );
  const noSuchBucket = await admin(['copy', '--to', 's3'], { ...s3.env('releve-none') });
  expect(noSuchBucket.stderr).toContain('There is no bucket releve-none at');
  const unknown = await admin(['move'], s3.env(bucket));
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('Unknown storage command: move');
}, 60_000);
