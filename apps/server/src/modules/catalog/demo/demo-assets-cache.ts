import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { allDemoPosters, type DemoClip, type DemoPoster, demoClips } from '@releve/db/seed';
import { PACKAGING_VERSION } from '../../../video/hls-ladder';
import { clipSourceArgs, titleFont } from './demo-clips';
import { posterSvg } from './demo-posters';

/**
 * Bump when the way posters or clips are drawn or packaged changes; the pools' contents are hashed in
 * too. 2: clips carry timeline preview sprites.
 */
const GENERATOR_VERSION = 2;
/** A generating process that has not finished in this long is presumed dead. */
const STALE_LOCK_MS = 15 * 60_000;

export interface DemoAssetMakers {
  /**
   * Called once before anything is generated: fails fast (one line) when a tool the makers need is
   * missing, and may say which tools it will use.
   */
  prepare?(): string | undefined | Promise<string | undefined>;
  poster(poster: DemoPoster, filesDir: string): Promise<void>;
  clip(clip: DemoClip, filesDir: string): Promise<void>;
}

/** What ensureDemoAssets is doing, for the start-up's progress lines (demo-progress.ts). */
export type DemoAssetsProgress =
  | { step: 'waiting' }
  | { step: 'generating'; posters: number; clips: number; using?: string }
  | { step: 'made'; done: number; total: number; milliseconds: number }
  | { step: 'ready'; generated: boolean; milliseconds: number; dir: string };

export interface EnsuredAssets {
  /** Folder laid out like storage: `posters/...` and `hls/...`. */
  filesDir: string;
  generated: boolean;
  milliseconds: number;
}

/** The cache folder's name: changes whenever the posters or clips would come out differently. */
export function demoAssetsVersion(posters = allDemoPosters, clips = demoClips): string {
  const hash = createHash('sha256')
    // PACKAGING_VERSION: a changed ladder (renditions, keyframes, segments) re-packages the clips.
    .update(JSON.stringify({ GENERATOR_VERSION, PACKAGING_VERSION, posters, clips }))
    // A sample of the drawing code's output: editing how posters or clips look changes the version.
    .update(posterSvg(allDemoPosters[0] as DemoPoster, 16, 9))
    // With or without burned-in titles (a machine without fonts): a font installed later remakes them.
    .update(clipSourceArgs(demoClips[0] as DemoClip, titleFont() && 'font', 'title', 'out').join(' '))
    .digest('hex');
  return `v${GENERATOR_VERSION}-${hash.slice(0, 10)}`;
}

/**
 * The demo studio's posters and clips, generated once into `<cacheRoot>/<version>` and shared by every
 * data folder on the machine. Generation goes into a temporary folder renamed into place when
 * complete, under a lock file: a second process starting at the same time waits for the first
 * instead of generating too, and a crash leaves no half-made cache behind.
 */
export async function ensureDemoAssets(
  cacheRoot: string,
  makers: DemoAssetMakers,
  options: {
    posters?: readonly DemoPoster[];
    clips?: readonly DemoClip[];
    concurrency?: number;
    onProgress?: (progress: DemoAssetsProgress) => void;
  } = {},
): Promise<EnsuredAssets> {
  const started = performance.now();
  const posters = options.posters ?? allDemoPosters;
  const clips = options.clips ?? demoClips;
  const version = demoAssetsVersion(posters, clips);
  const done = path.join(cacheRoot, version);
  const filesDir = path.join(done, 'files');
  const elapsed = () => Math.round(performance.now() - started);
  const report = options.onProgress ?? (() => {});
  const ready = (generated: boolean): EnsuredAssets => {
    report({ step: 'ready', generated, milliseconds: elapsed(), dir: done });
    return { filesDir, generated, milliseconds: elapsed() };
  };
  await mkdir(cacheRoot, { recursive: true });
  let waiting = false;
  for (;;) {
    if (existsSync(path.join(done, 'complete.json'))) return ready(false);
    const lock = path.join(cacheRoot, `${version}.lock`);
    if (!(await takeLock(lock))) {
      if (!waiting) report({ step: 'waiting' });
      waiting = true;
      await sleep(500);
      continue;
    }
    try {
      if (existsSync(path.join(done, 'complete.json'))) continue;
      // Holding the lock, any other building folder belongs to a process that died mid-way.
      for (const entry of await readdir(cacheRoot)) {
        if (entry.startsWith(`${version}.building-`))
          await rm(path.join(cacheRoot, entry), { recursive: true, force: true });
      }
      const using = (await makers.prepare?.()) ?? undefined;
      report({ step: 'generating', posters: posters.length, clips: clips.length, using });
      const building = path.join(cacheRoot, `${version}.building-${process.pid}`);
      const buildingFiles = path.join(building, 'files');
      await mkdir(buildingFiles, { recursive: true });
      const jobs = [
        ...posters.map((poster) => () => makers.poster(poster, buildingFiles)),
        ...clips.map((clip) => () => makers.clip(clip, buildingFiles)),
      ];
      let made = 0;
      const counted = jobs.map((job) => async () => {
        await job();
        made++;
        report({ step: 'made', done: made, total: jobs.length, milliseconds: elapsed() });
      });
      await runLimited(counted, options.concurrency ?? 2);
      await writeFile(
        path.join(building, 'complete.json'),
        JSON.stringify({ version, posters: posters.length, clips: clips.length, milliseconds: elapsed() }),
      );
      await rm(done, { recursive: true, force: true });
      await rename(building, done);
      return ready(true);
    } finally {
      await unlink(lock).catch(() => {});
    }
  }
}

/** Creates the lock file; clears it first when its owner is gone or it is too old. */
async function takeLock(lock: string): Promise<boolean> {
  try {
    const handle = await open(lock, 'wx');
    await handle.writeFile(JSON.stringify({ pid: process.pid, at: Date.now() }));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = await readFile(lock, 'utf8')
    .then((text) => JSON.parse(text) as { pid: number; at: number })
    .catch(() => undefined);
  // A lock being written this very moment has no content yet: wait for it rather than steal it.
  if (!holder) return false;
  if (!processAlive(holder.pid) || Date.now() - holder.at > STALE_LOCK_MS) {
    await unlink(lock).catch(() => {});
  }
  return false;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs the jobs with at most `limit` at once (ffmpeg and sharp each keep a core busy). */
async function runLimited(jobs: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as () => Promise<void>;
      await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, lane));
}
