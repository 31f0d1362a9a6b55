/** One output quality of an HLS package. */
export interface Rendition {
  /** Folder and name in the master playlist, e.g. `720p`. */
  name: string;
  height: number;
  /** Video bits per second. */
  videoBitrate: number;
  audioBitrate: number;
}

const LADDER: readonly Rendition[] = [
  { name: '360p', height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
  { name: '540p', height: 540, videoBitrate: 1_400_000, audioBitrate: 128_000 },
  { name: '720p', height: 720, videoBitrate: 2_800_000, audioBitrate: 128_000 },
  { name: '1080p', height: 1080, videoBitrate: 5_000_000, audioBitrate: 160_000 },
];

/**
 * The renditions for a source: every rung from 360p up to the source's height, at most 1080p (never
 * upscaled). A source smaller than 360p gets a single rendition at its own (even) height.
 */
export function planLadder(sourceHeight: number, maxHeight = 1080): Rendition[] {
  const fitting = LADDER.filter((rung) => rung.height <= Math.min(sourceHeight, maxHeight));
  if (fitting.length > 0) return fitting;
  const height = Math.max(2, Math.floor(sourceHeight / 2) * 2);
  return [{ name: `${height}p`, height, videoBitrate: 500_000, audioBitrate: 96_000 }];
}

export interface HlsArgsOptions {
  input: string;
  outputDir: string;
  renditions: readonly Rendition[];
  framesPerSecond: number;
  /** Add a silent track when the source has none: every rendition then carries AAC. */
  hasAudio: boolean;
  keyframeSeconds: number;
  segmentSeconds: number;
  /** x264 preset: `veryfast` by default; `ultrafast` for throwaway demo clips. */
  preset: string;
}

/**
 * The ffmpeg command line that writes `{name}/index.m3u8` + `{name}/segNNN.ts` for every rendition: one
 * decode, split and scaled, and one HLS output per rendition. Not `-var_stream_map` with
 * `-master_pl_name`: the static ffmpeg 4.1 npm installs knows no `name:` key there and crashes writing
 * the master playlist, which master-playlist.ts writes instead. The output folders must exist.
 */
export function hlsArgs(options: HlsArgsOptions): string[] {
  const { renditions } = options;
  const gop = String(Math.max(1, Math.round(options.framesPerSecond * options.keyframeSeconds)));
  const split = renditions.map((_, i) => `[v${i}]`).join('');
  const scales = renditions.map((rung, i) => `[v${i}]scale=-2:${rung.height}[out${i}]`).join(';');
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', options.input];
  if (!options.hasAudio) args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000');
  args.push('-filter_complex', `[0:v]split=${renditions.length}${split};${scales}`);
  renditions.forEach((rung, i) => {
    args.push('-map', `[out${i}]`, '-map', options.hasAudio ? '0:a:0' : '1:a:0');
    args.push('-c:v', 'libx264', '-preset', options.preset, '-profile:v', 'main', '-pix_fmt', 'yuv420p');
    args.push('-b:v', String(rung.videoBitrate));
    args.push('-maxrate:v', String(Math.round(rung.videoBitrate * 1.1)));
    args.push('-bufsize:v', String(rung.videoBitrate * 2));
    // A keyframe exactly every keyframeSeconds, none on scene cuts: segments then cut cleanly.
    args.push('-g', gop, '-keyint_min', gop, '-sc_threshold', '0');
    args.push('-force_key_frames', `expr:gte(t,n_forced*${options.keyframeSeconds})`);
    args.push('-c:a', 'aac', '-b:a', String(rung.audioBitrate), '-ac', '2', '-ar', '48000');
    if (!options.hasAudio) args.push('-shortest');
    args.push(
      ...['-f', 'hls', '-hls_time', String(options.segmentSeconds), '-hls_playlist_type', 'vod'],
      ...['-hls_flags', 'independent_segments'],
      ...['-hls_segment_filename', `${options.outputDir}/${rung.name}/seg%03d.ts`],
      `${options.outputDir}/${rung.name}/index.m3u8`,
    );
  });
  return args;
}
