import { spawn } from 'node:child_process';
import path from 'node:path';

export class FfmpegError extends Error {
  constructor(command: string, detail: string) {
    super(`${path.basename(command)} failed: ${detail}`);
    this.name = 'FfmpegError';
  }
}

export interface ToolOutput {
  code: number | null;
  stdout: string;
  /** The first `stderrChars` characters, or the last ones when `keep` is `tail`. */
  stderr: string;
}

/** Runs a tool to completion whatever its exit code; rejects only when it cannot be started. */
export function spawnTool(
  command: string,
  args: readonly string[],
  options: {
    signal?: AbortSignal;
    stderrChars?: number;
    keep?: 'head' | 'tail';
    /** Takes stdout as it comes (ffmpeg's `-progress pipe:1`), which is then not kept. */
    onStdout?: (chunk: string) => void;
    /** The same, as bytes (an image written to stdout). */
    onStdoutBuffer?: (chunk: Buffer) => void;
  } = {},
): Promise<ToolOutput> {
  const limit = options.stderrChars ?? 4_000;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdoutBuffer) options.onStdoutBuffer(chunk);
      else if (options.onStdout) options.onStdout(chunk.toString());
      else stdout.push(chunk);
    });
    // ffmpeg can be chatty: keep a bounded part of what it says.
    child.stderr.on('data', (chunk: Buffer) => {
      if (options.keep === 'head') {
        if (stderr.length < limit) stderr = (stderr + chunk.toString()).slice(0, limit);
      } else stderr = (stderr + chunk.toString()).slice(-limit);
    });
    child.on('error', (error) => reject(new FfmpegError(command, error.message)));
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(stdout).toString(), stderr }));
  });
}

/** Runs a tool to completion; resolves with its stdout, rejects with the end of its stderr. */
export async function runTool(
  command: string,
  args: readonly string[],
  signal?: AbortSignal,
  onStdout?: (chunk: string) => void,
): Promise<string> {
  const { code, stdout, stderr } = await spawnTool(command, args, { signal, onStdout });
  if (code === 0) return stdout;
  throw new FfmpegError(command, `exit code ${code}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`);
}

/** Runs a tool that writes binary data (an image) to stdout; resolves with it, rejects as runTool. */
export async function runToolBuffer(
  command: string,
  args: readonly string[],
  signal?: AbortSignal,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { code, stderr } = await spawnTool(command, args, {
    signal,
    onStdoutBuffer: (chunk) => chunks.push(chunk),
  });
  if (code === 0) return Buffer.concat(chunks);
  throw new FfmpegError(command, `exit code ${code}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`);
}
