export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
const ZOOM_STEP = 0.25;

/** One step in or out (direction 1 or -1), within 50% and 300%. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * ZOOM_STEP) * 100) / 100;
  return Math.min(Math.max(next, ZOOM_MIN), ZOOM_MAX);
}
