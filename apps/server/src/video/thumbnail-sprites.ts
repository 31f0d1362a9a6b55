import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSharp } from '../runtime/load-sharp';
import { runTool } from './ffmpeg';

/** Width of one timeline preview; its height follows the video's shape. */
export const THUMBNAIL_WIDTH = 160;
/** Previews per sprite row and rows per sprite: 100 previews in one image of 1600 px wide. */
export const SPRITE_COLUMNS = 10;
export const SPRITE_ROWS = 10;
/** About this many previews at most for a whole video: plenty for a timeline, few bytes to load. */
const MAX_THUMBNAILS = 200;

/**
 * Seconds between previews: a whole number of keyframe intervals (previews are taken from
 * keyframes, so only keyframes need decoding), growing with the video so a long class keeps to
 * about MAX_THUMBNAILS previews.
 */
export function thumbnailInterval(durationSeconds: number, keyframeSeconds: number): number {
  return keyframeSeconds * Math.max(1, Math.ceil(durationSeconds / (keyframeSeconds * MAX_THUMBNAILS)));
}

export function thumbnailHeight(width: number, height: number): number {
  return Math.max(2, Math.round((THUMBNAIL_WIDTH * height) / width / 2) * 2);
}

const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

export const spriteName = (index: number) => `sprite-${String(index).padStart(3, '0')}.jpg`;

/**
 * The WebVTT index players read for timeline previews: one cue per preview, naming its sprite
 * (relative to the index, under `thumbnails/`) and its tile (`#xywh=`). The last cue ends with the video.
 */
export function thumbnailsVtt(
  count: number,
  intervalSeconds: number,
  durationSeconds: number,
  tile: { width: number; height: number },
): string {
  const perSprite = SPRITE_COLUMNS * SPRITE_ROWS;
  const cues: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = i * intervalSeconds;
    if (start >= durationSeconds) break;
    const end = Math.min(start + intervalSeconds, durationSeconds);
    const within = i % perSprite;
    const x = (within % SPRITE_COLUMNS) * tile.width;
    const y = Math.floor(within / SPRITE_COLUMNS) * tile.height;
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}\nthumbnails/${spriteName(Math.floor(i / perSprite))}#xywh=${x},${y},${tile.width},${tile.height}`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export interface SpriteOptions {
  ffmpeg: string;
  /**
   * The packaged rendition to take previews from: a keyframe every keyframeSeconds (and one more at the
   * first segment's end, which is skipped).
   */
  playlist: string;
  outputDir: string;
  width: number;
  height: number;
  durationSeconds: number;
  keyframeSeconds: number;
  signal?: AbortSignal;
}

/**
 * Writes `thumbnails.vtt` and `thumbnails/sprite-NNN.jpg` into outputDir. ffmpeg decodes only the
 * keyframes of the smallest rendition and keeps those at every interval as small JPEGs; sharp then lays them out in
 * grids. The previews are counted as written, so the index never names a tile that does not exist.
 */
export async function writeThumbnailSprites(
  options: SpriteOptions,
): Promise<{ index: string; sprites: number }> {
  const interval = thumbnailInterval(options.durationSeconds, options.keyframeSeconds);
  const tile = { width: THUMBNAIL_WIDTH, height: thumbnailHeight(options.width, options.height) };
  const work = await mkdtemp(path.join(tmpdir(), 'releve-thumbs-'));
  try {
    await runTool(
      options.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-skip_frame',
        'nokey',
        '-i',
        options.playlist,
        '-an',
        '-vf',
        // Keyframes whose time is a whole number of intervals (within a tenth of a second).
        `select='lt(mod(t-start_t+0.1\\,${interval})\\,0.2)',scale=${tile.width}:${tile.height}`,
        '-vsync',
        '0',
        '-q:v',
        '4',
        '-start_number',
        '0',
        path.join(work, 'thumb-%05d.jpg'),
      ],
      options.signal,
    );
    const thumbs = (await readdir(work)).filter((name) => name.startsWith('thumb-')).sort();
    const perSprite = SPRITE_COLUMNS * SPRITE_ROWS;
    const spritesDir = path.join(options.outputDir, 'thumbnails');
    await mkdir(spritesDir, { recursive: true });
    let sprites = 0;
    const sharp = await loadSharp();
    for (let first = 0; first < thumbs.length; first += perSprite) {
      const group = thumbs.slice(first, first + perSprite);
      const rows = Math.ceil(group.length / SPRITE_COLUMNS);
      const composite = await Promise.all(
        group.map(async (name, i) => ({
          input: await readFile(path.join(work, name)),
          left: (i % SPRITE_COLUMNS) * tile.width,
          top: Math.floor(i / SPRITE_COLUMNS) * tile.height,
        })),
      );
      await sharp({
        create: {
          width: Math.min(group.length, SPRITE_COLUMNS) * tile.width,
          height: rows * tile.height,
          channels: 3,
          background: '#000000',
        },
      })
        .composite(composite)
        .jpeg({ quality: 70, mozjpeg: true })
        .toFile(path.join(spritesDir, spriteName(sprites)));
      sprites++;
    }
    const index = 'thumbnails.vtt';
    await writeFile(
      path.join(options.outputDir, index),
      thumbnailsVtt(thumbs.length, interval, options.durationSeconds, tile),
    );
    return { index, sprites };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
