import type { MediaItem } from '@releve/contracts';
import { withQuery } from '../../../lib/with-query';

/**
 * What the media page shows for an item (viewing.md §2, "Media detail screen selection"): the item's
 * own screen for its content type, or a redirect elsewhere.
 */
export type MediaScreen =
  | { kind: 'video' }
  | { kind: 'page' }
  | { kind: 'hub' }
  | { kind: 'redirect'; to: string }
  /** A live channel item pointing at another channel: look that one up, then go there. */
  | { kind: 'live-channel'; channelId: string }
  | { kind: 'live-channel-missing' }
  /** A type of the studio's own with nothing to play: the default screen cannot show it. */
  | { kind: 'no-default-screen' };

export interface ScreenContext {
  /** The page's query string (r, e, play, myweek travel on with a redirect). */
  search: string;
  /** The series page found no series for this item: show the item itself rather than bounce back. */
  seriesMissing?: boolean;
}

export const seriesPath = (seriesId: string) => `/s/${encodeURIComponent(seriesId)}`;

export function selectMediaScreen(item: MediaItem, { search, seriesMissing }: ScreenContext): MediaScreen {
  switch (item.contentType) {
    case 'series':
      return item.seriesId && !seriesMissing
        ? { kind: 'redirect', to: withQuery(seriesPath(item.seriesId), search) }
        : { kind: 'video' };
    case 'episode':
      // An episode lives on its series' page, selected; without a series it is a plain class.
      return item.seriesId && !seriesMissing
        ? { kind: 'redirect', to: withQuery(seriesPath(item.seriesId), search, { e: item.mediaid }) }
        : { kind: 'video' };
    case 'liveChannel':
      if (!item.liveChannelsId) return { kind: 'live-channel-missing' };
      // The channel's own item is its page: show it rather than redirect to itself.
      return item.liveChannelsId === item.mediaid
        ? { kind: 'video' }
        : { kind: 'live-channel', channelId: item.liveChannelsId };
    case 'page':
      return { kind: 'page' };
    case 'hub':
      return { kind: 'hub' };
    case 'video':
    case 'trailer':
      return { kind: 'video' };
    default:
      // The studio's own type: the default (video) screen, when there is a video to show on it.
      return item.duration > 0 ? { kind: 'video' } : { kind: 'no-default-screen' };
  }
}

/** The hub's shelves: its tags `shelf:{playlistId}`, in order. */
export function hubShelfIds(item: MediaItem): string[] {
  return item.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.startsWith('shelf:') && tag.length > 'shelf:'.length)
    .map((tag) => tag.slice('shelf:'.length));
}

/**
 * The path the item should be shown at when the URL's slug is missing or wrong (the query kept),
 * or undefined when the URL is already right.
 */
export function canonicalMediaPath(item: MediaItem, slug: string | undefined, search: string) {
  const expected = item.link.split('/')[3];
  if (expected === undefined ? slug === undefined : slug === expected) return undefined;
  return withQuery(item.link, search);
}
