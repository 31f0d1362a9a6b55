import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The ffmpeg that packages videos, the ffprobe that goes with it when there is one, and where they came from. */
export interface VideoTools {
  ffmpeg: string;
  /** Unset: sources are probed with ffmpeg itself (probe-video.ts). */
  ffprobe?: string;
  from: 'FFMPEG_PATH' | 'PATH' | 'npm package';
}

/** ffmpeg is needed and cannot be found: the message is one line saying what to install. */
export class FfmpegMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FfmpegMissingError';
  }
}

export interface VideoToolsLookup {
  /** FFMPEG_PATH: a path, or a name looked up on PATH. */
  configured?: string;
  /** The PATH to search; process.env.PATH unless told. */
  searchPath?: string;
  /** The binary an npm package ships for this platform; `@ffmpeg-installer/ffmpeg`'s unless told. */
  packaged?: () => string | undefined;
}

const exe = process.platform === 'win32' ? '.exe' : '';
const require = createRequire(import.meta.url);

/**
 * Which ffmpeg to run: FFMPEG_PATH when set, else the one on PATH (Debian's in CI), else the static
 * build the `@ffmpeg-installer/ffmpeg` dependency ships for this platform (ffmpeg 4.1, no ffprobe), so
 * the demo works on a machine that has only Node.js and npm (decision 009). ffprobe is taken beside
 * the chosen ffmpeg (the same build), else from PATH, else left out.
 */
export function findVideoTools(lookup: VideoToolsLookup = {}): VideoTools {
  const searchPath = lookup.searchPath ?? process.env.PATH ?? '';
  const configured = lookup.configured ?? process.env.FFMPEG_PATH;
  if (configured) {
    const ffmpeg = configured.includes('/') ? configured : findOnPath(configured, searchPath);
    if (!ffmpeg || !isExecutableFile(ffmpeg)) {
      throw new FfmpegMissingError(
        `FFMPEG_PATH is ${configured}, which is not an ffmpeg this server can run: set it to an ffmpeg binary, or unset it to use the ffmpeg on PATH`,
      );
    }
    return { ffmpeg, ffprobe: ffprobeFor(ffmpeg, searchPath), from: 'FFMPEG_PATH' };
  }
  const system = findOnPath(`ffmpeg${exe}`, searchPath);
  if (system) return { ffmpeg: system, ffprobe: ffprobeFor(system, searchPath), from: 'PATH' };
  const packaged = (lookup.packaged ?? packagedFfmpeg)();
  if (packaged && isExecutableFile(packaged)) {
    return { ffmpeg: packaged, ffprobe: ffprobeFor(packaged, searchPath), from: 'npm package' };
  }
  throw new FfmpegMissingError(
    `ffmpeg was not found (no FFMPEG_PATH, none on PATH, and no npm-installed build for ${process.platform}-${process.arch}): install ffmpeg (Debian or Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg), or set FFMPEG_PATH to an ffmpeg binary`,
  );
}

/** The static ffmpeg of the optional `@ffmpeg-installer/<platform>-<arch>` package, when npm installed one. */
export function packagedFfmpeg(): string | undefined {
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    // It throws a plain string on a platform it has no build for, and is absent with --omit=optional.
    return undefined;
  }
}

function ffprobeFor(ffmpeg: string, searchPath: string): string | undefined {
  const beside = path.join(path.dirname(ffmpeg), `ffprobe${exe}`);
  return isExecutableFile(beside) ? beside : findOnPath(`ffprobe${exe}`, searchPath);
}

function findOnPath(name: string, searchPath: string): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.resolve(dir, name);
    if (isExecutableFile(file)) return file;
  }
  return undefined;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
