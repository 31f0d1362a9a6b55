import { spawn } from 'node:child_process';
import path from 'node:path';

/** The ffmpeg binary: FFMPEG_PATH, else `ffmpeg` on PATH (Debian's package in CI and the demo). */
export function ffmpegBinary(configured?: string): string {
  return configured ?? process.env.FFMPEG_PATH ?? 'ffmpeg';
}

/** ffprobe beside the chosen ffmpeg (same build), else on PATH. */
export function ffprobeBinary(ffmpeg: string): string {
  return ffmpeg.includes(path.sep) ? path.join(path.dirname(ffmpeg), 'ffprobe') : 'ffprobe';
}

export class FfmpegError extends Error {
  constructor(command: string, detail: string) {
    super(`${path.basename(command)} failed: ${detail}`);
    this.name = 'FfmpegError';
  }
}

/** Runs a tool to completion; resolves with its stdout, rejects with the end of its stderr. */
export function runTool(command: string, args: readonly string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    // Only the tail matters for an error message; ffmpeg can be chatty.
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    child.on('error', (error) => reject(new FfmpegError(command, error.message)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString());
      else
        reject(
          new FfmpegError(command, `exit code ${code}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`),
        );
    });
  });
}

export interface ProbedVideo {
  width: number;
  height: number;
  durationSeconds: number;
  framesPerSecond: number;
  hasAudio: boolean;
}

/** Size, length, frame rate and audio presence of a video file. */
export async function probeVideo(ffprobe: string, file: string, signal?: AbortSignal): Promise<ProbedVideo> {
  const output = await runTool(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
    signal,
  );
  const parsed = JSON.parse(output) as {
    streams: { codec_type: string; width?: number; height?: number; avg_frame_rate?: string }[];
    format: { duration?: string };
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
  };
}
