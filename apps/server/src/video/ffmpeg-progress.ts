/**
 * ffmpeg's `-progress pipe:1 -nostats` output: blocks of `key=value` lines, each ending with
 * `progress=continue` (or `progress=end` for the last). What packaging needs of a block: how far
 * into the input it has written (`out_time_us`; `out_time_ms` is also microseconds, despite its
 * name, and `out_time` is `HH:MM:SS.micro`), and its speed (`speed=2.5x`, `N/A` at first).
 */
export interface FfmpegProgress {
  /** Seconds of the input written so far. */
  outSeconds: number;
  /** Seconds of video per second of work (2.5 = 2.5x real time); null while ffmpeg says N/A. */
  speed: number | null;
  ended: boolean;
}

const clockSeconds = (clock: string): number | undefined => {
  const match = /^(-?\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(clock.trim());
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
};

/** One block's values into a progress report; undefined when the block says nothing of time. */
export function progressOf(block: ReadonlyMap<string, string>): FfmpegProgress | undefined {
  const micro = block.get('out_time_us') ?? block.get('out_time_ms');
  let outSeconds = micro !== undefined && /^-?\d+$/.test(micro) ? Number(micro) / 1_000_000 : undefined;
  if (outSeconds === undefined) {
    const clock = block.get('out_time');
    outSeconds = clock === undefined ? undefined : clockSeconds(clock);
  }
  if (outSeconds === undefined) return undefined;
  const speedText = block.get('speed')?.trim();
  const speed = speedText && /^\d+(\.\d+)?x$/.test(speedText) ? Number.parseFloat(speedText) : null;
  return {
    // Before the first frame ffmpeg may say a negative time.
    outSeconds: Math.max(0, outSeconds),
    speed: speed && speed > 0 ? speed : null,
    ended: block.get('progress') === 'end',
  };
}

/**
 * Reads ffmpeg's progress output as it comes (in chunks cut anywhere) and calls `onProgress` once
 * per complete block.
 */
export function progressReader(onProgress: (progress: FfmpegProgress) => void) {
  let pending = '';
  let block = new Map<string, string>();
  return (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.trim();
      const equals = line.indexOf('=');
      if (equals < 1) continue;
      const key = line.slice(0, equals);
      block.set(key, line.slice(equals + 1));
      if (key === 'progress') {
        const progress = progressOf(block);
        if (progress) onProgress(progress);
        block = new Map();
      }
    }
  };
}

/**
 * Seconds left of a piece of work, from its speed so far: the work done (in any unit) over the wall
 * time it took, applied to what is left. Null until enough has been done to go by (a second of wall time
 * and some work), as the first moments (starting ffmpeg, the encoder's lookahead) say little.
 */
export function secondsLeft(done: number, total: number, elapsedSeconds: number): number | null {
  if (done <= 0 || elapsedSeconds < 1 || total <= 0) return null;
  const left = Math.max(0, total - done);
  return Math.round((left * elapsedSeconds) / done);
}
