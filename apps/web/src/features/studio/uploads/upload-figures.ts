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
