import type { MediaItem } from '@releve/contracts';
import { withQuery } from '../../../lib/with-query';

/** `play=1` without a `channel`: the playlist's first item is needed. */
export function playsFirstItem(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('play') === '1' && !params.get('channel');
}

/**
 * Where `/p/{id}` goes when its query asks to play (viewing.md §2: `channel`, `play=1`): `channel`
 * names the item (a live channel, or any class of the playlist) to open; `play=1` starts it, or the
 * playlist's first item when no channel is named. Either way the item opens in the playlist's context
 * (`r`), so it goes on to the next item of the playlist. Undefined: stay on the playlist page (nothing
 * asked, or nothing to play); 'wait': the first item is still being loaded.
 */
export function playlistPlayTarget(
  playlistId: string,
  search: string,
  firstPage: { playlist: MediaItem[] } | undefined,
): string | 'wait' | undefined {
  const params = new URLSearchParams(search);
  const channel = params.get('channel');
  const play = params.get('play') === '1';
  const changes = { channel: undefined, r: playlistId, play: play ? '1' : undefined };
  if (channel) return withQuery(`/m/${encodeURIComponent(channel)}`, search, changes);
  if (!playsFirstItem(search)) return undefined;
  if (!firstPage) return 'wait';
  const first = firstPage.playlist[0];
  return first ? withQuery(first.link, search, changes) : undefined;
}
