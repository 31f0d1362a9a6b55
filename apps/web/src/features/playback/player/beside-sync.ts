/*
 * The camera angle shown beside the main picture (issue 38, decision 063): a second video element,
 * muted, that follows the main one. Pausing, playing and the speed follow at once; its position is
 * kept within DRIFT_GOAL_S of the main one by nudging its speed a little (a seek would freeze it for
 * a moment each time), and put back with a seek when it is far off (a seek on the main video, an A-B
 * loop going round, a stall).
 */

/** A drift this small is left alone (two elements' clocks never agree to the millisecond). */
export const DRIFT_GOAL_S = 0.02;
/** Past this, the angle beside jumps to the main picture's time instead of catching up. */
export const DRIFT_SEEK_S = 0.25;
/** The most the angle beside's speed differs from the main one's while catching up (25%). */
const MOST_NUDGE = 0.25;
/** How fast a gap closes: the speed is nudged by twice the drift (in seconds) as a share of it. */
const NUDGE_PER_SECOND = 2;
/** HTMLMediaElement.HAVE_METADATA: the element knows its duration and can be given a time. */
const HAVE_METADATA = 1;
/** How often the drift is measured while playing. */
const CHECK_MS = 100;

/**
 * The speed for the angle beside, `drift` seconds ahead of the main picture (negative: behind): the
 * main speed, nudged in proportion to the gap (it closes in a second or two of playing), never by
 * more than a quarter: a small muted picture hurrying a little is not seen, a seek's freeze would be.
 */
export function besideRate(mainRate: number, drift: number): number {
  if (Math.abs(drift) <= DRIFT_GOAL_S) return mainRate;
  const nudge = Math.max(-MOST_NUDGE, Math.min(MOST_NUDGE, -drift * NUDGE_PER_SECOND));
  return mainRate * (1 + nudge);
}

/** Whether the angle beside is so far off that it jumps rather than catches up. */
export const besideMustSeek = (drift: number) => Math.abs(drift) > DRIFT_SEEK_S;

/** Keeps `beside` with `main` until the returned function is called. */
export function keepBeside(main: HTMLVideoElement, beside: HTMLVideoElement): () => void {
  const follow = () => {
    // Either between sources (the main picture switching angle, the angle beside still loading): no time to follow yet.
    if (beside.readyState < HAVE_METADATA || main.readyState < HAVE_METADATA) return;
    const drift = beside.currentTime - main.currentTime;
    if (besideMustSeek(drift) || main.seeking || (main.paused && Math.abs(drift) > DRIFT_GOAL_S)) {
      if (!beside.seeking) beside.currentTime = main.currentTime;
    }
    const rate = main.paused ? main.playbackRate : besideRate(main.playbackRate, drift);
    if (Math.abs(beside.playbackRate - rate) > 0.001) beside.playbackRate = rate;
    if (main.paused !== beside.paused) {
      if (main.paused) beside.pause();
      else void beside.play().catch(() => undefined);
    }
  };
  const events = ['play', 'pause', 'ratechange', 'seeked', 'seeking'] as const;
  for (const type of events) main.addEventListener(type, follow);
  beside.addEventListener('loadedmetadata', follow);
  beside.addEventListener('canplay', follow);
  const timer = setInterval(() => {
    if (!main.paused) follow();
  }, CHECK_MS);
  follow();
  return () => {
    clearInterval(timer);
    for (const type of events) main.removeEventListener(type, follow);
    beside.removeEventListener('loadedmetadata', follow);
    beside.removeEventListener('canplay', follow);
  };
}
