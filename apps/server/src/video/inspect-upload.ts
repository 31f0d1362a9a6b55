import { spawnTool } from './ffmpeg';
import { type ProbedVideo, probeVideo } from './probe-video';
import type { VideoTools } from './video-tools';

/** Why an uploaded file cannot be a class's video. */
export type UploadProblem = 'not-a-video' | 'no-video-stream' | 'audio-only' | 'still-image' | 'truncated';

export type UploadInspection =
  | { ok: true; video: ProbedVideo }
  | { ok: false; problem: UploadProblem; detail: string };

/** Formats ffmpeg reads single pictures with: a "video" of one frame is not a class. */
const STILL_IMAGE_FORMAT = /^(image2|[a-z0-9]+_pipe)$/;
/** What ffmpeg says, at -v error, when the data a file's index points to is not there. */
const CUT_SHORT =
  /partial file|ended prematurely|truncat|corrupt|invalid data|moov atom not found|error while decoding/i;

/**
 * Checks an uploaded file by its content, whatever its name says (decision 039): ffprobe (or ffmpeg)
 * must find a video stream that is not a still picture, and the file's last second must decode, which
 * catches a file cut short (its index promises data its end does not hold).
 */
export async function inspectUpload(
  tools: VideoTools,
  file: string,
  signal?: AbortSignal,
): Promise<UploadInspection> {
  // At once (each reads little of the file): the check is part of the last PATCH's answer. The last
  // second's decode counts only for a file found to be a video.
  const [probed, tail] = await Promise.all([
    probeVideo(tools, file, signal).then(
      (video) => ({ video }),
      (error: unknown) => ({ error: error as Error }),
    ),
    decodeLastSecond(tools.ffmpeg, file, signal),
  ]);
  if ('error' in probed) {
    if (signal?.aborted) throw probed.error;
    const detail = probed.error.message;
    const description = await describeInput(tools.ffmpeg, file, signal);
    if (!description.readable) return { ok: false, problem: 'not-a-video', detail };
    if (description.hasAudio && !description.hasVideo) return { ok: false, problem: 'audio-only', detail };
    return { ok: false, problem: 'no-video-stream', detail };
  }
  const { video } = probed;
  const format = video.formatName ?? (await describeInput(tools.ffmpeg, file, signal)).format;
  if (STILL_IMAGE_FORMAT.test(format) || !(video.durationSeconds > 0)) {
    return { ok: false, problem: 'still-image', detail: `format ${format}` };
  }
  if (tail.code !== 0 || CUT_SHORT.test(tail.stderr)) {
    return { ok: false, problem: 'truncated', detail: tail.stderr.trim().split('\n').slice(-3).join(' | ') };
  }
  return { ok: true, video };
}

/** Decodes the video's last second (`-xerror`: the first damaged packet ends it with an error). */
function decodeLastSecond(ffmpeg: string, file: string, signal?: AbortSignal) {
  const args = ['-hide_banner', '-nostdin', '-v', 'error', '-xerror', '-sseof', '-1', '-i', file];
  return spawnTool(ffmpeg, [...args, '-map', '0:v:0', '-f', 'null', '-'], { signal });
}

/** What `ffmpeg -i` makes of a file: whether it reads it at all, its container, its kinds of streams. */
async function describeInput(ffmpeg: string, file: string, signal?: AbortSignal) {
  const { stderr } = await spawnTool(ffmpeg, ['-hide_banner', '-nostdin', '-i', file], {
    signal,
    stderrChars: 64_000,
    keep: 'head',
  });
  const input = stderr.match(/^Input #0, ([^ ]+), from/m);
  const streams = [...stderr.matchAll(/^\s*Stream #0:\d+.*?: (Video|Audio|Subtitle|Data): (.*)$/gm)];
  return {
    readable: !!input,
    format: (input?.[1] ?? '').replace(/,$/, ''),
    hasVideo: streams.some((stream) => stream[1] === 'Video'),
    hasAudio: streams.some((stream) => stream[1] === 'Audio'),
  };
}
