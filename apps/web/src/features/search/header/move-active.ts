/**
 * The suggestion an arrow key moves to: -1 is the input itself; moving past either end wraps
 * through it, as a combobox does.
 */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const next = current + step;
  if (next < -1) return count - 1;
  if (next >= count) return -1;
  return next;
}
