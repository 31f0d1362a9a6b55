/**
 * Runs `work` once the browser has painted the next frame: an event handler that starts heavy
 * rendering (opening the account dialog re-renders everything that reads the address) lets the
 * browser first paint the pressed control, so the interaction's next paint is not held up by it
 * (interaction to next paint, decision 016).
 */
export function afterNextPaint(work: () => void) {
  if (typeof requestAnimationFrame !== 'function') {
    work();
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
