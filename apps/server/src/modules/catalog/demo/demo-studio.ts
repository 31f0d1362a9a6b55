import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@releve/db';
import { repoRoot, schema } from '@releve/db';
import { type DemoCatalogOutcome, demoAngles, demoClips, insertDemoCatalog } from '@releve/db/seed';
import type { Env } from '../../../config/env';
import { LocalDiskStorage } from '../../../storage/local-disk-storage';
import type { Storage } from '../../../storage/storage';
import { findVideoTools, type VideoTools } from '../../../video/video-tools';
import { VideoAssetsRepository } from '../../playback/playback.module';
import {
  type DemoAssetMakers,
  type DemoAssetsProgress,
  type EnsuredAssets,
  ensureDemoAssets,
} from './demo-assets-cache';
import { demoChaptersVtt, demoMusicCounts } from './demo-chapters';
import { makeDemoClip, titleFont } from './demo-clips';
import { renderMagazines } from './demo-magazine-pages';
import { renderPoster } from './demo-posters';
import { linkTree } from './link-tree';

/** Where generated posters and clips are kept between data folders: DEMO_CACHE_DIR or `.cache/demo-studio`. */
export function demoCacheRoot(env: Pick<Env, 'DEMO_CACHE_DIR'>): string {
  return env.DEMO_CACHE_DIR ?? path.join(repoRoot, '.cache', 'demo-studio');
}

/** The real makers: sharp for posters, ffmpeg for clips, written in storage's layout. */
export function demoAssetMakers(ffmpegPath: string | undefined): DemoAssetMakers {
  let tools: VideoTools | undefined;
  // Found once, before any poster is drawn: a missing ffmpeg stops the start at once, in one line.
  const videoTools = () => {
    tools ??= findVideoTools({ configured: ffmpegPath });
    return tools;
  };
  return {
    prepare() {
      const { ffmpeg, from } = videoTools();
      const titles = titleFont()
        ? ''
        : '; no font found, so the clips carry no titles (fonts-dejavu-core has one)';
      return `ffmpeg ${ffmpeg} (${from})${titles}`;
    },
    async poster(poster, filesDir) {
      for (const file of await renderPoster(poster)) {
        const target = path.join(filesDir, ...file.key.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.data);
      }
    },
    clip: (clip, filesDir) => makeDemoClip(clip, path.join(filesDir, 'hls', clip.id), videoTools()),
  };
}

export interface DemoStudioOptions {
  env: Pick<Env, 'DEMO_CACHE_DIR' | 'FFMPEG_PATH'>;
  database: Database;
  storage: Storage;
  /** Classes to seed; 5,000 unless told. */
  classes?: number;
  now?: Date;
  /** Stand-ins for sharp and ffmpeg (tests). */
  makers?: DemoAssetMakers;
  /** Told what the seeding is doing (the first start makes posters and clips for a minute or so). */
  onProgress?: (progress: DemoAssetsProgress) => void;
}

export type DemoStudioReport =
  | { seeded: false; reason: 'catalogue-not-empty' }
  | {
      seeded: true;
      assets: EnsuredAssets;
      filesPlaced: number;
      outcome: Extract<DemoCatalogOutcome, { inserted: true }>;
    };

/**
 * DEMO_STUDIO start-up: on an empty catalogue, makes sure the posters and clips exist (generated
 * once per machine), places them in this data folder's storage, then writes the catalogue and its
 * resource PDFs and magazine pages. A catalogue that has media is never touched.
 */
export async function seedDemoStudio(options: DemoStudioOptions): Promise<DemoStudioReport> {
  const { database, storage } = options;
  const existing = await database.db.select({ id: schema.mediaItem.id }).from(schema.mediaItem).limit(1);
  if (existing.length > 0) return { seeded: false, reason: 'catalogue-not-empty' };

  const assets = await ensureDemoAssets(
    demoCacheRoot(options.env),
    options.makers ?? demoAssetMakers(options.env.FFMPEG_PATH),
    { onProgress: options.onProgress },
  );
  // Local disk shares the cached files by hard links; a bucket gets a copy of each.
  let filesPlaced =
    storage instanceof LocalDiskStorage
      ? await linkTree(assets.filesDir, storage.root)
      : await putTree(new LocalDiskStorage(assets.filesDir), storage);
  // Each clip's Side angle plays another clip's package, placed under the angle's own id.
  for (const angle of demoAngles) {
    const from = path.join(assets.filesDir, 'hls', angle.pictureOf);
    filesPlaced +=
      storage instanceof LocalDiskStorage
        ? await linkTree(from, path.join(storage.root, 'hls', angle.id))
        : await putTree(new LocalDiskStorage(from), storage, `hls/${angle.id}/`);
  }
  const outcome = await insertDemoCatalog(database.db, { classes: options.classes, now: options.now });
  // Another process seeded between the check above and the insert: its catalogue stands.
  if (!outcome.inserted) return { seeded: false, reason: outcome.reason };
  for (const file of outcome.catalog.files) await storage.put(file.key, file.data);
  await renderMagazines(outcome.catalog.magazines, storage);
  // The classes' chapters (Pliés, Tendus, Adagio, Allegro...), timed to the clips they play, and counts.
  const videoAssets = new VideoAssetsRepository(database.db);
  for (const clip of demoClips) {
    await videoAssets.setChapters(clip.id, demoChaptersVtt(clip));
    await videoAssets.setMusicCounts(clip.id, demoMusicCounts(clip));
  }
  return { seeded: true, assets, filesPlaced, outcome };
}

async function putTree(from: LocalDiskStorage, to: Storage, prefix = ''): Promise<number> {
  let placed = 0;
  for await (const { key } of from.list('')) {
    await to.putFile(`${prefix}${key}`, from.pathOf(key));
    placed++;
  }
  return placed;
}

/** One line for the log: what the seeding did and how long each part took. */
export function describeDemoStudio(report: DemoStudioReport): string {
  if (!report.seeded) return 'Demo studio: the catalogue already has media, nothing was seeded';
  const { assets, outcome } = report;
  const classes = outcome.catalog.classIds.length.toLocaleString('en-US');
  const made = assets.generated
    ? `generated in ${assets.milliseconds} ms`
    : `from the cache in ${assets.milliseconds} ms`;
  return `Demo studio: ${classes} classes, ${outcome.catalog.programs.length} programs (${outcome.rows} rows in ${outcome.milliseconds} ms); posters and clips ${made}, ${report.filesPlaced} files placed`;
}
