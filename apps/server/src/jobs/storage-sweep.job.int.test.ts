import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CreateMultipartUploadCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { type Database, schema } from '@releve/db';
import { createTestDatabase } from '@releve/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { S3Storage } from '../storage/s3-storage';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server';
import { SWEEP_GRACE_MS, sweepStorage } from './storage-sweep.job';

let s3: S3TestServer;
let storage: S3Storage;
let database: Database;

beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = s3.storage(await s3.createBucket());
  database = await createTestDatabase('storage-sweep');
}, 60_000);
afterAll(async () => {
  await database?.close();
  await s3?.stop();
});

const keys = async () => {
  const found: string[] = [];
  for await (const entry of storage.list('')) found.push(entry.key);
  return found.sort();
};

it('deletes, past the grace period, what no row names; keeps what rows name and what it does not know', async () => {
  const { db } = database;
  await db.insert(schema.videoAsset).values({
    id: 'kept01',
    status: 'ready',
    width: 640,
    height: 360,
    durationSeconds: 6,
    sourceKey: 'sources/kept01',
  });
  await db.insert(schema.program).values({ id: 'basics', name: 'Basics', position: 0 });
  await db.insert(schema.programResource).values({
    id: 'res1',
    programId: 'basics',
    type: 'pdf',
    fileSize: 4,
    title: 'Guide',
    fileKey: 'resources/basics/kept.pdf',
    posterId: 'resposter',
  });
  await db.insert(schema.magazine).values({ id: 'spring', title: 'Spring', totalPages: 1 });
  await db
    .insert(schema.user)
    .values({ id: 'u1', email: 'a@example.test', image: '/media/avatars/keptpic.jpg' });

  const named = [
    'hls/kept01/master.m3u8',
    'hls/kept01/240p/seg000.ts',
    'sources/kept01',
    'resources/basics/kept.pdf',
    'posters/resposter/640.jpg',
    'magazines/spring/1.png',
    'avatars/keptpic.jpg',
    // A kind of file the sweeper does not know is never its to delete.
    'other/unknown.bin',
  ];
  const unnamed = [
    'hls/gone01/master.m3u8',
    'hls/gone01/240p/seg000.ts',
    'sources/gone01',
    'resources/basics/replaced.pdf',
    'posters/oldposter/640.jpg',
    'magazines/deleted/1.png',
    'avatars/oldpic.jpg',
  ];
  for (const key of [...named, ...unnamed]) await storage.put(key, Buffer.from(key));
  const begun = await storage.client.send(
    new CreateMultipartUploadCommand({ Bucket: storage.bucket, Key: 'sources/crashed' }),
  );
  // A download a killed process left in the work folder.
  mkdirSync(storage.workDir, { recursive: true });
  writeFileSync(path.join(storage.workDir, 'leftover-source'), 'x');

  // Within the grace period nothing goes: a file is stored before the row that names it is written.
  expect(await sweepStorage({ db, storage })).toEqual({ deleted: 0, kept: 15, abortedUploads: 0 });
  expect(await keys()).toEqual([...named, ...unnamed].sort());

  const later = new Date(Date.now() + SWEEP_GRACE_MS + 60_000);
  expect(await sweepStorage({ db, storage }, { now: later })).toEqual({
    deleted: 7,
    kept: 8,
    abortedUploads: 1,
  });
  expect(await keys()).toEqual([...named].sort());
  const uploads = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: storage.bucket }));
  expect((uploads.Uploads ?? []).map((upload) => upload.UploadId)).not.toContain(begun.UploadId);
  expect(readdirSync(storage.workDir)).toEqual([]);
}, 60_000);
