import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@releve/db';
import { schema } from '@releve/db';
import { allDemoPosters, demoAngles, demoClips } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { S3Storage } from '../../../storage/s3-storage';
import { type S3TestServer, startS3TestServer } from '../../../testing/s3-test-server';
import type { DemoAssetMakers } from './demo-assets-cache';
import { POSTER_WIDTHS } from './demo-posters';
import { seedDemoStudio } from './demo-studio';

// The demo studio on a bucket (decision 059): its cached posters and clips are uploaded, not linked.
const root = mkdtempSync(path.join(tmpdir(), 'releve-demo-s3-'));
const makers: DemoAssetMakers = {
  async poster(poster, filesDir) {
    mkdirSync(path.join(filesDir, 'posters', poster.id), { recursive: true });
    for (const width of POSTER_WIDTHS) {
      for (const format of ['webp', 'jpg']) {
        writeFileSync(
          path.join(filesDir, 'posters', poster.id, `${width}.${format}`),
          `${poster.word} ${width}`,
        );
      }
    }
  },
  async clip(clip, filesDir) {
    mkdirSync(path.join(filesDir, 'hls', clip.id), { recursive: true });
    writeFileSync(path.join(filesDir, 'hls', clip.id, 'master.m3u8'), '#EXTM3U\n');
  },
};

let s3: S3TestServer;
let storage: S3Storage;
let database: Database;
beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = s3.storage(await s3.createBucket());
  database = await createTestDatabase('demo-s3');
}, 60_000);
afterAll(async () => {
  await database?.close();
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

it('places the posters, clips, PDFs and magazine pages in the bucket', { timeout: 180_000 }, async () => {
  const env = { DEMO_CACHE_DIR: path.join(root, 'cache'), FFMPEG_PATH: undefined };
  const report = await seedDemoStudio({ env, database, storage, makers, classes: 100 });
  if (!report.seeded) throw new Error('not seeded');
  expect(report.filesPlaced).toBe(allDemoPosters.length * 6 + demoClips.length + demoAngles.length);
  expect((await storage.get('posters/demo-pointe-a/640.jpg'))?.toString()).toBe('Pointe 640');
  expect(await storage.exists('hls/demo-clip-01/master.m3u8')).toBe(true);
  const [resource] = await database.db.select().from(schema.programResource).limit(1);
  expect((await storage.get(resource?.fileKey ?? ''))?.subarray(0, 5).toString()).toBe('%PDF-');
  const [magazine] = await database.db.select().from(schema.magazine).limit(1);
  expect(await storage.exists(`magazines/${magazine?.id}/1.png`)).toBe(true);
});
