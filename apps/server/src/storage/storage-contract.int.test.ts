import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server';
import { createStorage } from './create-storage';
import { createLocalStorage } from './local-disk-storage';
import { expectedEtagOf, PART_SIZE, S3Storage } from './s3-storage';
import { InvalidStorageKeyError, RangeNotSatisfiableError, type Storage, type StoredFile } from './storage';

// The same contract on both backends (decision 059): local disk, and a bucket on a real,
// signature-checking S3 server (Swift's s3api) started once for this file.
const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-storage-contract-'));
let s3: S3TestServer;
let bucket: string;
const backends: Record<'local' | 's3', () => Storage> = {
  local: () => createLocalStorage(dataDir),
  s3: () => s3.storage(bucket),
};

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = await s3.createBucket();
}, 60_000);
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const readAll = async (opened: StoredFile | undefined) => {
  if (!opened) throw new Error('no file');
  return (await buffer(opened.stream)).toString();
};
const keysOf = async (storage: Storage, prefix: string) => {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
};

describe.each(['local', 's3'] as const)('the storage contract on %s', (backend) => {
  let storage: Storage;
  beforeAll(() => {
    storage = backends[backend]();
  });

  it('puts, gets, streams and deletes by key; deleting nothing is no error', async () => {
    await storage.put('avatars/a.jpg', Buffer.from('first'));
    expect((await storage.get('avatars/a.jpg'))?.toString()).toBe('first');
    const opened = await storage.stream('avatars/a.jpg');
    expect(opened).toMatchObject({ size: 5, totalSize: 5 });
    expect(opened?.etag).toMatch(/^".+"$/);
    expect(await readAll(opened)).toBe('first');
    expect([await storage.exists('avatars/a.jpg'), await storage.exists('avatars')]).toEqual([true, false]);
    await storage.delete('avatars/a.jpg');
    expect(await storage.exists('avatars/a.jpg')).toBe(false);
    expect(await storage.get('avatars/a.jpg')).toBeUndefined();
    expect(await storage.stream('avatars/a.jpg')).toBeUndefined();
    await storage.delete('avatars/a.jpg');
    await storage.delete('never/was.jpg');
  });

  it('streams one byte range: start-end, start-, and the last n bytes; past the end is 416', async () => {
    await storage.put('ranges/digits.txt', Buffer.from('0123456789'));
    const middle = await storage.stream('ranges/digits.txt', { start: 2, end: 5 });
    expect(middle).toMatchObject({ size: 4, totalSize: 10, range: { start: 2, end: 5 } });
    expect(await readAll(middle)).toBe('2345');
    const rest = await storage.stream('ranges/digits.txt', { start: 7 });
    expect(rest).toMatchObject({ size: 3, range: { start: 7, end: 9 } });
    expect(await readAll(rest)).toBe('789');
    expect(await readAll(await storage.stream('ranges/digits.txt', { suffix: 4 }))).toBe('6789');
    // An end past the file is cut to it.
    expect(await readAll(await storage.stream('ranges/digits.txt', { start: 8, end: 100 }))).toBe('89');
    const refused = await storage.stream('ranges/digits.txt', { start: 10 }).catch((error) => error);
    expect(refused).toBeInstanceOf(RangeNotSatisfiableError);
    expect((refused as RangeNotSatisfiableError).totalSize).toBe(10);
    expect(await storage.stream('ranges/none.txt', { start: 0 })).toBeUndefined();
  });

  it('lists by prefix with sizes, and deletes a whole prefix', async () => {
    await storage.put('hls/one/master.m3u8', Buffer.from('#EXTM3U\n'));
    await storage.put('hls/one/240p/seg000.ts', Buffer.alloc(188));
    await storage.put('hls/onetwo/master.m3u8', Buffer.from('x'));
    expect(await keysOf(storage, 'hls/one/')).toEqual(['hls/one/240p/seg000.ts', 'hls/one/master.m3u8']);
    const entries: { key: string; size: number }[] = [];
    for await (const { key, size } of storage.list('hls/one/240p/')) entries.push({ key, size });
    expect(entries).toEqual([{ key: 'hls/one/240p/seg000.ts', size: 188 }]);
    await storage.deletePrefix('hls/one/');
    expect(await keysOf(storage, 'hls/')).toEqual(['hls/onetwo/master.m3u8']);
  });

  it('stores a local file streamed, in parts when it is large, and gives a local copy back', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'releve-put-file-'));
    try {
      const big = path.join(work, 'big.bin');
      // Two parts and a bit: the bucket takes it as a multipart upload.
      const bytes = Buffer.alloc(PART_SIZE * 2 + 1234);
      for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
      writeFileSync(big, bytes);
      await storage.putFile('sources/big', big);
      const copy = await storage.localCopy('sources/big');
      expect(copy && readFileSync(copy.path).equals(bytes)).toBe(true);
      await copy?.release();
      expect(await storage.localCopy('sources/none')).toBeUndefined();
      const tail = await storage.stream('sources/big', { suffix: 3 });
      expect((await buffer(tail?.stream as NodeJS.ReadableStream)).equals(bytes.subarray(-3))).toBe(true);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('publishes what tools wrote into a staging folder, the files named last after the rest', async () => {
    const staging = await storage.staging('hls/staged/');
    await mkdir(path.join(staging.dir, '240p'), { recursive: true });
    await mkdir(path.join(staging.dir, '.building-360p'), { recursive: true });
    await writeFile(path.join(staging.dir, '240p', 'index.m3u8'), '#EXTM3U\n');
    await writeFile(path.join(staging.dir, '.building-360p', 'index.m3u8'), 'not yet');
    await writeFile(path.join(staging.dir, 'master.m3u8'), '#EXTM3U\n#1\n');
    await staging.publish(['master.m3u8']);
    expect(await keysOf(storage, 'hls/staged/')).toEqual([
      'hls/staged/240p/index.m3u8',
      'hls/staged/master.m3u8',
    ]);
    await writeFile(path.join(staging.dir, 'master.m3u8'), '#EXTM3U\n#2\n');
    await staging.publish(['master.m3u8']);
    expect((await storage.get('hls/staged/master.m3u8'))?.toString()).toBe('#EXTM3U\n#2\n');
    await staging.close();
    expect((await storage.get('hls/staged/240p/index.m3u8'))?.toString()).toBe('#EXTM3U\n');
  });

  it.each(['../outside', 'a/../../outside', '/etc/passwd', '.hidden', 'a//b', '', 'a\\b'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
});

describe('the S3 backend against a signature-checking server', () => {
  let storage: S3Storage;
  beforeAll(() => {
    storage = s3.storage(bucket);
  });

  it('writes Content-Type and Cache-Control with every object, from the key or as told', async () => {
    await storage.put('posters/p1/480.webp', Buffer.from('RIFF'));
    await storage.put('exports/x.json', Buffer.from('{}'), { cacheControl: 'private, no-store' });
    const poster = await storage.client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'posters/p1/480.webp' }),
    );
    expect(poster).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'private, max-age=31536000, immutable',
    });
    const exported = await storage.client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'exports/x.json' }),
    );
    expect(exported).toMatchObject({ ContentType: 'application/json', CacheControl: 'private, no-store' });
  });

  it('knows the ETag the bucket gives a file, one part or many (the copy command checks with it)', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'releve-etag-'));
    try {
      for (const [name, size] of [
        ['small', 1000],
        ['large', PART_SIZE + 10],
      ] as const) {
        const file = path.join(work, name);
        writeFileSync(file, Buffer.alloc(size, name));
        await storage.putFile(`etags/${name}`, file);
        expect((await storage.head(`etags/${name}`))?.etag).toBe(await expectedEtagOf(file));
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('refuses a wrong secret, another account and an anonymous reader: the bucket is never public', async () => {
    await storage.put('private/secret.txt', Buffer.from('members only'));
    const wrong = new S3Client({
      ...s3Options(),
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    const asked = new GetObjectCommand({ Bucket: bucket, Key: 'private/secret.txt' });
    await expect(wrong.send(asked)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(
      wrong.send(new PutObjectCommand({ Bucket: bucket, Key: 'private/x', Body: 'x' })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    const other = new S3Client({ ...s3Options(), credentials: s3.otherAccount });
    await expect(other.send(asked)).rejects.toHaveProperty('$metadata.httpStatusCode', expect.any(Number));
    const anonymous = await fetch(`${s3.endpoint}/${bucket}/private/secret.txt`);
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
    expect(await anonymous.text()).not.toContain('members only');
  });

  it('stops a start whose bucket is out of reach, missing, or refuses the keys, saying which', async () => {
    const start = (env: Record<string, string>) =>
      createStorage(loadEnv({ DATA_DIR: dataDir, ...s3.env(bucket), ...env })).then(
        (storage) => storage.kind,
        (error: Error) => `${error.name}: ${error.message}`,
      );
    expect(await start({})).toBe('s3');
    expect(await start({ S3_SECRET_ACCESS_KEY: 'wrong' })).toMatch(
      /^BucketProblem: The bucket .* refused the credentials \(403\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(await start({ S3_BUCKET: 'releve-missing' })).toMatch(
      /^BucketProblem: There is no bucket releve-missing at /,
    );
    expect(await start({ S3_ENDPOINT: 'http://127.0.0.1:9' })).toMatch(
      /^BucketProblem: Cannot reach the bucket .* \(ECONNREFUSED\): check S3_ENDPOINT$/,
    );
    expect(await createStorage(loadEnv({ DATA_DIR: dataDir })).then((storage) => storage.kind)).toBe('local');
  });

  it('fails a request to a bucket that stalls, within its timeout, instead of holding it', async () => {
    // A server that takes the connection and never answers.
    const sockets: Socket[] = [];
    const stalled = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    const settings = { ...s3.settings(bucket), endpoint: `http://127.0.0.1:${port}` };
    const slow = new S3Storage(
      { ...settings, timeoutsMs: { connect: 500, silence: 500 } },
      path.join(dataDir, 'w'),
    );
    const started = Date.now();
    await expect(slow.get('posters/p1/480.webp')).rejects.toThrow();
    // The SDK retries twice (three attempts): each gives up after half a second of silence.
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => stalled.close(resolve));
  });

  it('aborts multipart uploads begun before a moment, and only those', async () => {
    const begun = await storage.client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: 'sources/abandoned' }),
    );
    expect(await storage.abortMultipartUploadsBefore(new Date(Date.now() - 60_000))).toBe(0);
    expect(await storage.abortMultipartUploadsBefore(new Date(Date.now() + 60_000))).toBe(1);
    const left = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
    expect((left.Uploads ?? []).map((upload) => upload.UploadId)).not.toContain(begun.UploadId);
  });

  it('keeps an unfinished upload in the bucket, apart, until it is whole, then moves it to its key', async () => {
    const area = storage.uploadArea({ expiryMs: 60_000 });
    const id = 'a'.repeat(24);
    await area.dataStore.create(new Upload({ id, size: 15, offset: 0 }));
    expect(await area.dataStore.write(Readable.from([Buffer.from('the whole')]), id, 0)).toBe(9);
    // Another process's store (another work folder) sees the offset and takes the next part.
    const other = s3.storage(bucket).uploadArea({ expiryMs: 60_000 });
    expect((await other.dataStore.getUpload(id)).offset).toBe(9);
    expect(await other.dataStore.write(Readable.from([Buffer.from(' video')]), id, 9)).toBe(15);
    expect(await storage.get('sources/whole')).toBeUndefined();
    const whole = await area.readableAt(id);
    expect(await readFile(whole, 'utf8')).toBe('the whole video');
    await area.moveInto(id, 'sources/whole');
    expect((await storage.get('sources/whole'))?.toString()).toBe('the whole video');
    expect(existsSync(whole)).toBe(false);
    const left: string[] = [];
    for await (const entry of storage.list(`partial-uploads/${id}/`)) left.push(entry.key);
    expect(left).toEqual([]);
  });
});

function s3Options() {
  return {
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
  };
}
