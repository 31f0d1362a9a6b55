import { createHash } from 'node:crypto';

/** One output quality of an HLS package. */
export interface Rendition {
  /** Folder and name in the master playlist, e.g. `720p`. */
  name: string;
  height: number;
  /** Video bits per second. */
  videoBitrate: number;
  audioBitrate: number;
}

/**
 * The ladder, lowest first. 240p is the start-fast rung (decision 040): under hls.js's first bandwidth
 * guess (500 kbit/s), so a player starts on it, and small enough that its half-second first segment
 * crosses a 4 Mbit/s line in a few hundredths of a second; the player climbs from there.
 */
const LADDER: readonly Rendition[] = [
  { name: '240p', height: 240, videoBitrate: 300_000, audioBitrate: 64_000 },
  { name: '360p', height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
  { name: '540p', height: 540, videoBitrate: 1_400_000, audioBitrate: 128_000 },
  { name: '720p', height: 720, videoBitrate: 2_800_000, audioBitrate: 128_000 },
  { name: '1080p', height: 1080, videoBitrate: 5_000_000, audioBitrate: 160_000 },
];

/** Keyframe (IDR) interval and target segment length: segments of two GOPs each. */
export const KEYFRAME_SECONDS = 2;
export const SEGMENT_SECONDS = 4;
/**
 * The first segment's length: a player's first download, so as short as a keyframe allows (decision
 * 040): at 240p half a second is about 15 KB, which crosses a 4 Mbit/s line in 30 ms. Keyframes are
 * forced at 0.5 s besides the ones every 2 s; the segments are then 0.5 s, 1.5 s, 2 s, and 4 s from
 * there on, so the player's buffer grows ahead of its playing from the first second.
 */
export const FIRST_SEGMENT_SECONDS = 0.5;

/**
 * Names how packages are made (the ladder, keyframes, segments): caches of packaged clips (the demo's,
 * the video-start bench's) are keyed by it, so a changed ladder re-packages them.
 */
export const PACKAGING_VERSION = createHash('sha256')
  .update(JSON.stringify({ LADDER, KEYFRAME_SECONDS, SEGMENT_SECONDS, FIRST_SEGMENT_SECONDS }))
  .digest('hex')
  .slice(0, 8);

/**
 * The renditions for a source: every rung from 240p up to the source's height, at most 1080p (never
 * upscaled). A source smaller than 240p gets a single rendition at its own (even) height.
 */
export function planLadder(sourceHeight: number, maxHeight = 1080): Rendition[] {
  const fitting = LADDER.filter((rung) => rung.height <= Math.min(sourceHeight, maxHeight));
  if (fitting.length > 0) return fitting;
  const height = Math.max(2, Math.floor(sourceHeight / 2) * 2);
  return [{ name: `${height}p`, height, videoBitrate: 250_000, audioBitrate: 64_000 }];
}

/**
 * What each rendition costs to make, relative to the others: the pixels it encodes, plus the source's
 * decode and scaling that every run repeats (weighed at 0.6 of the source's pixels: the packaging
 * bench's 1080p runs took 11% of their time for 240p and 25 to 30% for 1080p). Progress over the whole
 * packaging weighs renditions by it.
 */
export function renditionCost(rung: Rendition, sourceWidth: number, sourceHeight: number): number {
  const width = (sourceWidth * rung.height) / sourceHeight;
  const decode = sourceWidth * sourceHeight * 0.6;
  return width * rung.height + decode;
}

export interface RenditionArgsOptions {
  input: string;
  /** The rendition's folder: `index.m3u8` and `segNNN.ts` are written into it (it must exist). */
  outputDir: string;
  rendition: Rendition;
  framesPerSecond: number;
  durationSeconds: number;
  /** Add a silent track when the source has none: every rendition then carries AAC. */
  hasAudio: boolean;
  /** x264 preset: `veryfast` by default; `ultrafast` for throwaway demo clips. */
  preset: string;
}

/** Where segments are cut: at 0.5 s, 2 s, then at every SEGMENT_SECONDS, up to the end. */
export function segmentCuts(durationSeconds: number): number[] {
  const cuts = [FIRST_SEGMENT_SECONDS, KEYFRAME_SECONDS];
  for (let at = SEGMENT_SECONDS; at < durationSeconds; at += SEGMENT_SECONDS) cuts.push(at);
  return cuts.filter((at) => at < durationSeconds);
}

/**
 * The ffmpeg command line that makes one rendition (`index.m3u8` + `segNNN.ts`), reporting its
 * progress on stdout (`-progress pipe:1`). One run per rendition, lowest first, so the first can be
 * played while the others are made (decision 040); each run decodes the source again, which costs
 * far less than the encode.
 */
export function renditionArgs(options: RenditionArgsOptions): string[] {
  const { rendition: rung } = options;
  const gop = String(Math.max(1, Math.round(options.framesPerSecond * KEYFRAME_SECONDS)));
  const args = ['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y'];
  args.push('-i', options.input);
  if (!options.hasAudio) args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000');
  args.push('-map', '0:v:0', '-map', options.hasAudio ? '0:a:0' : '1:a:0');
  args.push('-vf', `scale=-2:${rung.height}`);
  args.push('-c:v', 'libx264', '-preset', options.preset, '-profile:v', 'main', '-pix_fmt', 'yuv420p');
  args.push('-b:v', String(rung.videoBitrate));
  args.push('-maxrate:v', String(Math.round(rung.videoBitrate * 1.1)));
  args.push('-bufsize:v', String(rung.videoBitrate * 2));
  // A keyframe at 0 s, at the first segment's end (0.5 s), then every KEYFRAME_SECONDS from 2 s; none
  // on scene cuts: segments then cut cleanly.
  args.push('-g', gop, '-keyint_min', gop, '-sc_threshold', '0');
  args.push(
    '-force_key_frames',
    `expr:gte(t,if(lt(n_forced,2),n_forced*${FIRST_SEGMENT_SECONDS},(n_forced-1)*${KEYFRAME_SECONDS}))`,
  );
  args.push('-c:a', 'aac', '-b:a', String(rung.audioBitrate), '-ac', '2', '-ar', '48000');
  if (!options.hasAudio) args.push('-shortest');
  // The segment muxer, not the hls one: ffmpeg's `-hls_init_time` applies to every segment of a VOD
  // playlist (it switches to `-hls_time` only once a sliding playlist drops its first entry).
  args.push(
    ...['-f', 'segment', '-segment_format', 'mpegts'],
    ...['-segment_times', segmentCuts(options.durationSeconds).join(',')],
    ...['-segment_list_type', 'm3u8', '-segment_list', `${options.outputDir}/index.m3u8`],
    `${options.outputDir}/seg%03d.ts`,
  );
  return args;
}
