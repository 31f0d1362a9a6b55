import { formatBytes } from '@releve/contracts';

/** Time left as a person says it: `40 s`, `12 min`, `2 h 5 min`. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export const formatSpeed = (bytesPerSecond: number) => formatBytes(Math.round(bytesPerSecond));
export { formatBytes };

/**
 * An upload's speed over its last few seconds. Browsers report bytes sent in bursts (a socket buffer
 * filled at once, then a wait while a slow link drains it), so the bytes between two reports say little:
 * a speed made from them showed hundreds of MB/s on a 4 Mbit/s link, and a time left of a second.
 */
export class SpeedMeter {
  private samples: { at: number; bytes: number }[] = [];

  /** `windowMs`: how far back the speed looks; `minSpanMs`: no speed until the reports span this long. */
  constructor(
    private readonly windowMs = 5_000,
    private readonly minSpanMs = 1_000,
  ) {}

  /** Records `bytes` sent in all at `at` (ms); answers bytes per second, or null while too early to say. */
  add(at: number, bytes: number): number | null {
    this.samples.push({ at, bytes });
    // The oldest sample kept is the last one at or before the window's start: the window's anchor.
    while (this.samples.length > 2 && (this.samples[1]?.at ?? at) <= at - this.windowMs) this.samples.shift();
    const first = this.samples[0] as { at: number; bytes: number };
    const span = at - first.at;
    return span < this.minSpanMs ? null : ((bytes - first.bytes) * 1000) / span;
  }
}
