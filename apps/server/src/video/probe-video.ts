import { FfmpegError, runTool, spawnTool } from './ffmpeg';
import type { VideoTools } from './video-tools';

export interface ProbedVideo {
  width: number;
  height: number;
  durationSeconds: number;
  framesPerSecond: number;
  hasAudio: boolean;
  /** The container as ffmpeg names it (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `image2`...). */
  formatName?: string;
}

/** Size, length, frame rate and audio presence of a video file: by ffprobe, or by ffmpeg when there is none. */
export function probeVideo(tools: VideoTools, file: string, signal?: AbortSignal): Promise<ProbedVideo> {
  return tools.ffprobe
    ? probeWithFfprobe(tools.ffprobe, file, signal)
    : probeWithFfmpeg(tools.ffmpeg, file, signal);
}

export async function probeWithFfprobe(
  ffprobe: string,
  file: string,
  signal?: AbortSignal,
): Promise<ProbedVideo> {
  const output = await runTool(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
    signal,
  );
  const parsed = JSON.parse(output) as {
    streams: { codec_type: string; width?: number; height?: number; avg_frame_rate?: string }[];
    format: { duration?: string; format_name?: string };
  };
  const video = parsed.streams.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new FfmpegError(ffprobe, `${file} has no video stream`);
  const [num, den] = (video.avg_frame_rate ?? '25/1').split('/').map(Number);
  const fps = num && den ? num / den : 25;
  return {
    width: video.width,
    height: video.height,
    durationSeconds: Number(parsed.format.duration ?? 0),
    framesPerSecond: fps,
    hasAudio: parsed.streams.some((stream) => stream.codec_type === 'audio'),
    formatName: parsed.format.format_name,
  };
}

/**
 * The static ffmpeg npm installs comes without ffprobe: `ffmpeg -i FILE` with no output describes the
 * input on stderr (and exits 1, as it was given nothing to write), in a layout stable since ffmpeg 1.
 */
export async function probeWithFfmpeg(
  ffmpeg: string,
  file: string,
  signal?: AbortSignal,
): Promise<ProbedVideo> {
  const { stderr } = await spawnTool(ffmpeg, ['-hide_banner', '-nostdin', '-i', file], {
    signal,
    stderrChars: 64_000,
    keep: 'head',
  });
  const probed = parseInputDescription(stderr);
  if (probed) return probed;
  const reason = stderr.includes('Input #0')
    ? `${file} has no video stream`
    : stderr.trim().split('\n').slice(-3).join(' | ') || `cannot read ${file}`;
  throw new FfmpegError(ffmpeg, reason);
}

/** Reads the `Input #0` section ffmpeg prints: its Duration line and Stream lines. */
export function parseInputDescription(stderr: string): ProbedVideo | undefined {
  const start = stderr.indexOf('Input #0');
  if (start < 0) return undefined;
  const input = stderr.slice(start).split(/\n(?:Input #1|Output #0|Stream mapping)/)[0] as string;
  const streams = [...input.matchAll(/^\s*Stream #0:\d+.*?: (Video|Audio): (.*)$/gm)];
  const video = streams.find((stream) => stream[1] === 'Video' && /, \d+x\d+[\s,]/.test(`${stream[2]} `));
  if (!video) return undefined;
  const details = `${video[2]} `;
  const [, width, height] = details.match(/, (\d+)x(\d+)[\s,]/) as RegExpMatchArray;
  const rate = details.match(/, ([\d.]+)(k?) (?:fps|tbr)\b/);
  const framesPerSecond = rate ? Number(rate[1]) * (rate[2] ? 1000 : 1) : 25;
  const duration = input.match(/Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/);
  return {
    width: Number(width),
    height: Number(height),
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : 0,
    framesPerSecond: framesPerSecond > 0 ? framesPerSecond : 25,
    hasAudio: streams.some((stream) => stream[1] === 'Audio'),
  };
}
