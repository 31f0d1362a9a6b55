import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runTool } from './ffmpeg';
import { hlsArgs, planLadder, type Rendition } from './hls-ladder';
import { writeMasterPlaylist } from './master-playlist';
import { probeVideo } from './probe-video';
import { writeThumbnailSprites } from './thumbnail-sprites';
import { findVideoTools, type VideoTools } from './video-tools';

export interface PackageHlsOptions {
  /** A video file ffmpeg can read. */
  input: string;
  /**
   * Written: master.m3u8, {rendition}/index.m3u8, {rendition}/segNNN.ts, poster.jpg, and the timeline
   * previews thumbnails.vtt with thumbnails/sprite-NNN.jpg.
   */
  outputDir: string;
  /** FFMPEG_PATH; unset, findVideoTools picks the ffmpeg on PATH or the npm-installed one. */
  ffmpegPath?: string;
  /** The tools to run, already found (tests pin one build); wins over ffmpegPath. */
  tools?: VideoTools;
  /** x264 preset; `veryfast` unless told. */
  preset?: string;
  maxHeight?: number;
  signal?: AbortSignal;
}

export interface PackagedHls {
  /** File names relative to outputDir. */
  master: string;
  poster: string;
  /** WebVTT index of the timeline preview sprites. */
  thumbnails: string;
  renditions: (Rendition & { width: number; playlist: string })[];
  width: number;
  height: number;
  durationSeconds: number;
}

/** Keyframe (IDR) interval and target segment length: segments of two GOPs each. */
export const KEYFRAME_SECONDS = 2;
export const SEGMENT_SECONDS = 4;

/**
 * Packages a video as HLS: H.264 (main profile) and AAC, a ladder from 360p up to the source's
 * height (at most 1080p), an IDR frame every 2 s, 4-second segments, a master playlist, one playlist
 * per rendition, a poster frame and timeline preview sprites. Writes straight into outputDir: callers
 * that serve the folder go through packageVideo (package-video.ts), which builds aside and renames.
 */
export async function packageHls(options: PackageHlsOptions): Promise<PackagedHls> {
  // Throws FfmpegMissingError (one line saying what to install) before anything is written.
  const tools = options.tools ?? findVideoTools({ configured: options.ffmpegPath });
  const { ffmpeg } = tools;
  const source = await probeVideo(tools, options.input, options.signal);
  const renditions = planLadder(source.height, options.maxHeight);
  for (const rung of renditions) await mkdir(path.join(options.outputDir, rung.name), { recursive: true });
  await runTool(
    ffmpeg,
    hlsArgs({
      input: options.input,
      outputDir: options.outputDir,
      renditions,
      framesPerSecond: source.framesPerSecond,
      hasAudio: source.hasAudio,
      keyframeSeconds: KEYFRAME_SECONDS,
      segmentSeconds: SEGMENT_SECONDS,
      preset: options.preset ?? 'veryfast',
    }),
    options.signal,
  );
  const scale = (height: number) => Math.round((source.width * height) / source.height / 2) * 2;
  const master = await writeMasterPlaylist(
    options.outputDir,
    renditions.map((rendition) => ({
      rendition,
      width: scale(rendition.height),
      framesPerSecond: source.framesPerSecond,
    })),
  );
  // The poster comes from a second in (past any fade from black), at most 720 px high.
  const posterAt = Math.min(1, source.durationSeconds / 2).toFixed(2);
  await runTool(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      posterAt,
      '-i',
      options.input,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${Math.min(source.height, 720)}`,
      '-q:v',
      '3',
      path.join(options.outputDir, 'poster.jpg'),
    ],
    options.signal,
  );
  const [smallest] = renditions as [Rendition, ...Rendition[]];
  const thumbnails = await writeThumbnailSprites({
    ffmpeg,
    playlist: path.join(options.outputDir, smallest.name, 'index.m3u8'),
    outputDir: options.outputDir,
    width: source.width,
    height: source.height,
    durationSeconds: source.durationSeconds,
    keyframeSeconds: KEYFRAME_SECONDS,
    signal: options.signal,
  });
  return {
    master,
    poster: 'poster.jpg',
    thumbnails: thumbnails.index,
    renditions: renditions.map((rung) => ({
      ...rung,
      width: scale(rung.height),
      playlist: `${rung.name}/index.m3u8`,
    })),
    width: source.width,
    height: source.height,
    durationSeconds: source.durationSeconds,
  };
}
