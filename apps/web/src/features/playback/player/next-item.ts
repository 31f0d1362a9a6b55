import type { MediaItem } from '@releve/contracts';

/**
 * The item after `currentId` in the playlist the page was opened from (viewing.md §4): finishing
 * goes there, unless it is scheduled (then nothing happens). Nothing follows the last item, and an
 * item not in the list has no next.
 */
export function nextItemOf(list: readonly MediaItem[], currentId: string): MediaItem | undefined {
  const index = list.findIndex((item) => item.mediaid === currentId);
  if (index < 0) return undefined;
  return playableNext(list[index + 1]);
}

/** A following item to go to: none when there is none, or when it is scheduled (it cannot play yet). */
export function playableNext(next: MediaItem | null | undefined): MediaItem | undefined {
  return next && next.mediaStatus !== 'SCHEDULED' ? next : undefined;
}

/**
 * The My Week queue (`myweek=1`): the id that follows `currentId`, or undefined after the last one
 * (then the dancer goes home). A current id missing from the queue starts it from the top.
 */
export function nextInQueue(queue: readonly string[], currentId: string): string | undefined {
  const index = queue.indexOf(currentId);
  return index < 0 ? queue[0] : queue[index + 1];
}
