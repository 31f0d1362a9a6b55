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
