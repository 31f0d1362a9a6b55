import { readFileSync } from 'node:fs';

/**
 * Resident memory of a process in bytes, from /proc (Linux only); undefined elsewhere
 * or once the process is gone, so sampling never fails the bench.
 */
export function readRssBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A process's resident memory once it has settled: sampled every `intervalMs` until two samples
 * `windowMs` apart differ by under 2%, or `maxMs` has passed. A server just started still holds what
 * its start-up borrowed (PGlite's WebAssembly compilation, given back to the system over seconds);
 * that is neither its idle memory nor what load costs it.
 */
export async function settledRssBytes(
  pid: number,
  { intervalMs = 250, windowMs = 2000, maxMs = 20_000, read = readRssBytes } = {},
): Promise<number | undefined> {
  const started = Date.now();
  const samples: { at: number; bytes: number }[] = [];
  for (;;) {
    const bytes = read(pid);
    if (bytes === undefined) return undefined;
    const now = Date.now();
    samples.push({ at: now, bytes });
    const before = samples.findLast((one) => one.at <= now - windowMs);
    if (before && Math.abs(bytes - before.bytes) / before.bytes < 0.02) return bytes;
    if (now - started >= maxMs) return bytes;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Samples a process's RSS on an interval and remembers the peak. */
export function trackPeakRss(pid: number, intervalMs = 100) {
  let peakBytes: number | undefined;
  const sample = () => {
    const bytes = readRssBytes(pid);
    if (bytes !== undefined && (peakBytes === undefined || bytes > peakBytes)) peakBytes = bytes;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    /** Stops sampling and returns the peak in bytes (undefined where /proc is unavailable). */
    stop(): number | undefined {
      sample();
      clearInterval(timer);
      return peakBytes;
    },
  };
}
