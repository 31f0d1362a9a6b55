import {
  ALMOST_COMPLETE,
  AUTOPLAY_PROMPT_SECONDS,
  type PlayerEventKind,
  VIEW_PING_SECONDS,
} from '@releve/contracts';

/**
 * What one playback of one item has already signalled. Each milestone fires once per item
 * (viewing.md §4), so seeking back and forth never repeats one.
 */
export interface Milestones {
  almostComplete: boolean;
  autoplayPrompt: boolean;
  /** Analytics events already sent for this playback. */
  events: ReadonlySet<PlayerEventKind>;
}

export const freshMilestones = (): Milestones => ({
  almostComplete: false,
  autoplayPrompt: false,
  events: new Set(),
});

export interface PlaybackMoment {
  time: number;
  duration: number;
  /** Seconds actually watched in this playback (not the position: seeking ahead is not viewing). */
  watched: number;
  ended?: boolean;
}

export interface Due {
  almostComplete: boolean;
  autoplayPrompt: boolean;
  events: PlayerEventKind[];
}

const quartiles: [PlayerEventKind, number][] = [
  ['q25', 0.25],
  ['q50', 0.5],
  ['q75', 0.75],
];

/** The milestones this moment reaches that were not signalled yet. */
export function dueMilestones(done: Milestones, moment: PlaybackMoment): Due {
  const { time, duration, watched, ended = false } = moment;
  const known = duration > 0 && Number.isFinite(duration);
  const share = known ? time / duration : 0;
  const events: PlayerEventKind[] = [];
  const want = (kind: PlayerEventKind, reached: boolean) => {
    if (reached && !done.events.has(kind)) events.push(kind);
  };
  want('start', true);
  want('view', watched >= VIEW_PING_SECONDS);
  for (const [kind, at] of quartiles) want(kind, known && (share >= at || ended));
  want('complete', ended);
  return {
    almostComplete: !done.almostComplete && known && (share >= ALMOST_COMPLETE || ended),
    // The prompt offers the next class while there is still something left to watch.
    autoplayPrompt: !done.autoplayPrompt && known && !ended && duration - time < AUTOPLAY_PROMPT_SECONDS,
    events,
  };
}

/** The record after signalling what was due. */
export function markDone(done: Milestones, due: Due): Milestones {
  return {
    almostComplete: done.almostComplete || due.almostComplete,
    autoplayPrompt: done.autoplayPrompt || due.autoplayPrompt,
    events: due.events.length ? new Set([...done.events, ...due.events]) : done.events,
  };
}
