import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { musicCountsSchema } from '@releve/contracts';
import type { Database } from '@releve/db';
import { schema } from '@releve/db';
import { allDemoPosters, demoAngles, demoClips } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadEnv } from '../../../config/env';
import { createLocalStorage } from '../../../storage/local-disk-storage';
import type { DemoAssetMakers } from './demo-assets-cache';
import { POSTER_WIDTHS } from './demo-posters';
import { type DemoStudioReport, seedDemoStudio } from './demo-studio';

const root = mkdtempSync(path.join(tmpdir(), 'releve-demo-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const cacheDir = path.join(root, 'cache');
const dataDir = path.join(root, 'data');

/** Stand-ins for sharp and ffmpeg that write small files in the real layout, and count their calls. */
const calls = { posters: 0, clips: 0 };
const makers: DemoAssetMakers = {
  async poster(poster, filesDir) {
    calls.posters++;
    for (const width of POSTER_WIDTHS) {
      for (const format of ['webp', 'jpg']) {
        mkdirSync(path.join(filesDir, 'posters', poster.id), { recursive: true });
        writeFileSync(
          path.join(filesDir, 'posters', poster.id, `${width}.${format}`),
          `${poster.word} ${width}`,
        );
      }
    }
  },
  async clip(clip, filesDir) {
    calls.clips++;
    mkdirSync(path.join(filesDir, 'hls', clip.id), { recursive: true });
    writeFileSync(path.join(filesDir, 'hls', clip.id, 'master.m3u8'), '#EXTM3U\n');
  },
};

let database: Database;
let first: DemoStudioReport;
const storage = createLocalStorage(dataDir);
const env = { DEMO_CACHE_DIR: cacheDir, FFMPEG_PATH: undefined };
beforeAll(async () => {
  database = await createTestDatabase('demo');
  first = await seedDemoStudio({ env, database, storage, makers, classes: 500 });
}, 60_000);
afterAll(() => database.close());

describe('seedDemoStudio', () => {
  it('generates the assets once into the cache and places them in the data folder', () => {
    if (!first.seeded) throw new Error('not seeded');
    expect(first.assets.generated).toBe(true);
    expect(calls).toEqual({ posters: allDemoPosters.length, clips: demoClips.length });
    expect(first.filesPlaced).toBe(allDemoPosters.length * 6 + demoClips.length + demoAngles.length);
    const placed = path.join(dataDir, 'files', 'posters', 'demo-pointe-a', '640.jpg');
    expect(readFileSync(placed, 'utf8')).toBe('Pointe 640');
    // Hard-linked from the cache: the same file, no second copy on disk.
    const cached = path.join(first.assets.filesDir, 'posters', 'demo-pointe-a', '640.jpg');
    expect(statSync(placed).ino).toBe(statSync(cached).ino);
    expect(existsSync(path.join(dataDir, 'files', 'hls', 'demo-clip-01', 'master.m3u8'))).toBe(true);
  });

  it('writes the catalogue and the resource PDFs', async () => {
    expect(await database.db.$count(schema.program)).toBe(27);
    const resources = await database.db.select().from(schema.programResource);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      const file = await storage.get(resource.fileKey);
      expect(file?.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file?.length).toBe(resource.fileSize);
    }
  });

  it('draws every page of both magazine issues as a PNG, and a cover for each', async () => {
    const magazines = await database.db.select().from(schema.magazine);
    expect(magazines).toHaveLength(2);
    for (const magazine of magazines) {
      expect(magazine.totalPages).toBeGreaterThanOrEqual(20);
      for (let page = 1; page <= magazine.totalPages; page++) {
        const file = await storage.get(`magazines/${magazine.id}/${page}.png`);
        expect(file?.subarray(1, 4).toString(), `${magazine.id} page ${page}`).toBe('PNG');
      }
      const cover = await storage.get(`magazines/${magazine.id}/cover.webp`);
      expect(cover?.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('gives every demo clip chapters timed to it', async () => {
    const clips = await database.db
      .select({ id: schema.videoAsset.id, chapters: schema.videoAsset.chaptersVtt })
      .from(schema.videoAsset)
      .where(isNull(schema.videoAsset.angleOf));
    expect(clips).toHaveLength(demoClips.length);
    for (const clip of clips) expect(clip.chapters, clip.id).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    expect(clips.find((clip) => clip.id === 'demo-clip-01')?.chapters).toContain('Pliés');
  });

  it('gives every demo clip counts on its music', async () => {
    const clips = await database.db
      .select({ id: schema.videoAsset.id, counts: schema.videoAsset.musicCounts })
      .from(schema.videoAsset)
      .where(isNull(schema.videoAsset.angleOf));
    for (const clip of clips) expect(musicCountsSchema.parse(clip.counts).tempos, clip.id).toHaveLength(1);
  });

  it('does nothing on a catalogue that has media', async () => {
    const again = await seedDemoStudio({ env, database, storage, makers });
    expect(again).toEqual({ seeded: false, reason: 'catalogue-not-empty' });
  });

  it('seeds another data folder from the cache without generating again', async () => {
    const other = await createTestDatabase('demo2');
    const otherStorage = createLocalStorage(path.join(root, 'data2'));
    try {
      const report = await seedDemoStudio({
        env,
        database: other,
        storage: otherStorage,
        makers,
        classes: 200,
      });
      if (!report.seeded) throw new Error('not seeded');
      expect(report.assets.generated).toBe(false);
      expect(calls).toEqual({ posters: allDemoPosters.length, clips: demoClips.length });
      expect(await otherStorage.get('posters/demo-vertical-basics/1280.webp')).toBeDefined();
    } finally {
      await other.close();
    }
  });

  it('is what the server then serves: initial data and poster files', async () => {
    const webDist = path.join(root, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
    const app = await buildApp({
      env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database,
      webDist,
      logger: false,
    });
    try {
      const initial = await app.inject({ url: '/api/initial-data' });
      expect(initial.statusCode).toBe(200);
      const body = initial.json();
      expect(body.programs.map((program: { id: string }) => program.id)).toContain('ballet-basics');
      expect(body.homeShelves.length).toBeGreaterThanOrEqual(12);
      const poster = await app.inject({ url: '/media/posters/demo-pointe-a/640.jpg' });
      expect(poster.statusCode).toBe(200);
      expect(poster.body).toBe('Pointe 640');
    } finally {
      await app.close();
    }
  });
});
