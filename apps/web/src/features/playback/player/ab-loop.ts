/** An A-B loop: once both points are set, reaching B jumps back to A. */
export interface AbLoop {
  a?: number;
  b?: number;
}

export const isLoopSet = (loop: AbLoop): loop is Required<AbLoop> =>
  loop.a !== undefined && loop.b !== undefined;

/**
 * The A and B keys: A sets the start, B the end (from the start of the video when no A yet).
 * When the loop is complete, a third press of either clears it. B at or before A is ignored.
 */
export function setLoopPoint(loop: AbLoop, point: 'a' | 'b', time: number): AbLoop {
  if (isLoopSet(loop)) return {};
  if (point === 'a') return { a: time };
  const a = loop.a ?? 0;
  return time > a ? { a, b: time } : loop;
}

/** The loop button cycles: set A, then B, then clear. */
export const nextLoopPoint = (loop: AbLoop): 'a' | 'b' => (loop.a === undefined ? 'a' : 'b');

/** Where to jump when playback has reached the end of the loop, else undefined. */
export function loopJump(loop: AbLoop, time: number): number | undefined {
  return isLoopSet(loop) && time >= loop.b ? loop.a : undefined;
}
