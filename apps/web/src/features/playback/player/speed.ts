import { PLAYBACK_RATE_MAX, PLAYBACK_RATE_MIN, PLAYBACK_RATE_STEP } from '@releve/contracts';

/** Whole steps avoid 0.1 + 0.05 = 0.15000000000000002 creeping into the rate and the label. */
const STEPS_PER_UNIT = Math.round(1 / PLAYBACK_RATE_STEP);

/** A rate on the 0.05 grid, between 0.25x and 2x. Anything unreadable becomes normal speed. */
export function clampRate(rate: number): number {
  if (!Number.isFinite(rate)) return 1;
  const stepped = Math.round(rate * STEPS_PER_UNIT) / STEPS_PER_UNIT;
  return Math.min(PLAYBACK_RATE_MAX, Math.max(PLAYBACK_RATE_MIN, stepped));
}

/** One step slower (-1) or faster (+1), stopping at the bounds. */
export function stepRate(rate: number, direction: 1 | -1): number {
  return clampRate(clampRate(rate) + direction * PLAYBACK_RATE_STEP);
}

/** "0.75x", "1x", "1.05x". */
export const formatRate = (rate: number) =>
  `${clampRate(rate)
    .toFixed(2)
    .replace(/\.?0+$/, '')}x`;
