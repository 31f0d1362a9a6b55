import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { VideoProgress } from '@releve/contracts';
import { runTool } from './ffmpeg';
import { progressReader, secondsLeft } from './ffmpeg-progress';
import { KEYFRAME_SECONDS, planLadder, type Rendition, renditionArgs, renditionCost } from './hls-ladder';
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
  /** The source's size and length, once probed. */
  onProbed?: (source: { width: number; height: number; durationSeconds: number }) => void;
  /** The packaging's progress, as often as ffmpeg reports it (twice a second or so): throttle it. */
  onProgress?: (progress: VideoProgress) => void;
  /**
   * Each time a rendition is in place and the master playlist names it: the renditions playable now,
   * lowest first. The first call means the video can be watched (at that quality).
   */
  onRenditions?: (ready: string[]) => Promise<void> | void;
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

/**
 * Packages a video as HLS: H.264 (main profile) and AAC, a ladder from 240p up to the source's height
 * (at most 1080p), made one rendition at a time, lowest first (hls-ladder.ts: a half-second first
 * segment, then 1.5 s, 2 s and 4 s ones, keyframes every 2 s). Each rendition is made in a hidden folder and
 * renamed into place, then the master playlist is rewritten (by rename) to name it: from the first,
 * the video plays at the qualities made so far. After the first come the poster and the timeline
 * previews (from that smallest rendition). Writes into outputDir: packageVideo (package-video.ts) is
 * the callers' way in.
 */
export async function packageHls(options: PackageHlsOptions): Promise<PackagedHls> {
  // Throws FfmpegMissingError (one line saying what to install) before anything is written.
  const tools = options.tools ?? findVideoTools({ configured: options.ffmpegPath });
  const { ffmpeg } = tools;
  const started = Date.now();
  const report = (progress: Omit<VideoProgress, 'renditionCount'>) =>
    options.onProgress?.({ ...progress, renditionCount: renditions.length });
  let renditions: Rendition[] = [];
  report({
    stage: 'probing',
    rendition: null,
    renditionNumber: 0,
    renditionPercent: 0,
    percent: 0,
    speed: null,
    secondsLeft: null,
  });
  const source = await probeVideo(tools, options.input, options.signal);
  options.onProbed?.(source);
  renditions = planLadder(source.height, options.maxHeight);
  const scale = (height: number) => Math.round((source.width * height) / source.height / 2) * 2;
  const costs = renditions.map((rung) => renditionCost(rung, source.width, source.height));
  const totalCost = costs.reduce((sum, cost) => sum + cost, 0);
  const duration = Math.max(source.durationSeconds, 0.001);
  await mkdir(options.outputDir, { recursive: true });

  let doneCost = 0;
  let thumbnails = '';
  const ready: Rendition[] = [];
  for (const [i, rung] of renditions.entries()) {
    const building = path.join(options.outputDir, `.building-${rung.name}`);
    await rm(building, { recursive: true, force: true });
    await mkdir(building, { recursive: true });
    let lastSpeed: number | null = null;
    const reportRendition = (share: number) => {
      const work = doneCost + (costs[i] as number) * share;
      report({
        stage: 'rendition',
        rendition: rung.name,
        renditionNumber: i + 1,
        renditionPercent: Math.round(share * 1000) / 10,
        percent: Math.round((work / totalCost) * 1000) / 10,
        speed: lastSpeed,
        secondsLeft: secondsLeft(work, totalCost, (Date.now() - started) / 1000),
      });
    };
    const onStdout = progressReader(({ outSeconds, speed }) => {
      lastSpeed = speed ?? lastSpeed;
      reportRendition(Math.min(1, outSeconds / duration));
    });
    await runTool(
      ffmpeg,
      renditionArgs({
        input: options.input,
        outputDir: building,
        rendition: rung,
        framesPerSecond: source.framesPerSecond,
        durationSeconds: source.durationSeconds,
        hasAudio: source.hasAudio,
        preset: options.preset ?? 'veryfast',
      }),
      options.signal,
      onStdout,
    );
    // ffmpeg's last report may stop short of the probed duration by a frame or two.
    reportRendition(1);
    const target = path.join(options.outputDir, rung.name);
    await rm(target, { recursive: true, force: true });
    await rename(building, target);
    doneCost += costs[i] as number;
    ready.push(rung);
    await writeMasterPlaylist(
      options.outputDir,
      ready.map((rendition) => ({
        rendition,
        width: scale(rendition.height),
        framesPerSecond: source.framesPerSecond,
      })),
    );
    if (i === 0) {
      await writePoster(ffmpeg, options.input, source, options.outputDir, options.signal);
      await options.onRenditions?.(ready.map((rendition) => rendition.name));
      report({
        stage: 'previews',
        rendition: null,
        renditionNumber: 1,
        renditionPercent: 100,
        percent: Math.round((doneCost / totalCost) * 1000) / 10,
        speed: null,
        secondsLeft: secondsLeft(doneCost, totalCost, (Date.now() - started) / 1000),
      });
      thumbnails = (
        await writeThumbnailSprites({
          ffmpeg,
          playlist: path.join(target, 'index.m3u8'),
          outputDir: options.outputDir,
          width: source.width,
          height: source.height,
          durationSeconds: source.durationSeconds,
          keyframeSeconds: KEYFRAME_SECONDS,
          signal: options.signal,
        })
      ).index;
    } else {
      await options.onRenditions?.(ready.map((rendition) => rendition.name));
    }
  }
  return {
    master: 'master.m3u8',
    poster: 'poster.jpg',
    thumbnails,
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

/** The poster comes from a second in (past any fade from black), at most 720 px high. */
async function writePoster(
  ffmpeg: string,
  input: string,
  source: { height: number; durationSeconds: number },
  outputDir: string,
  signal?: AbortSignal,
) {
  const posterAt = Math.min(1, source.durationSeconds / 2).toFixed(2);
  await runTool(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-ss', posterAt, '-i', input],
      ...['-frames:v', '1', '-vf', `scale=-2:${Math.min(source.height, 720)}`, '-q:v', '3'],
      path.join(outputDir, 'poster.jpg'),
    ],
    signal,
  );
}
