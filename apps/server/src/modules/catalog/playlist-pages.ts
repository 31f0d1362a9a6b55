import type { PlaylistAnswer, PlaylistQuery } from '@releve/contracts';
import type { CatalogPlaylist, CatalogSnapshot } from './catalog-snapshot';
import { type MediaRecord, posterImage, posterImages } from './media-items';

/**
 * Items of the playlist sharing tags with the related item, most tags in common first (ties keep
 * the playlist's order), without the item itself: the "related classes" row of a class page.
 */
export function relatedItems(
  snapshot: CatalogSnapshot,
  items: Int32Array,
  relatedIndex: number | undefined,
): Int32Array {
  const related = relatedIndex === undefined ? undefined : snapshot.media[relatedIndex];
  if (!related || related.tags.length === 0) return new Int32Array(0);
  const wanted = new Set(related.tags);
  const scored: { index: number; shared: number }[] = [];
  for (const index of items) {
    if (index === relatedIndex) continue;
    let shared = 0;
    for (const tag of (snapshot.media[index] as MediaRecord).tags) if (wanted.has(tag)) shared++;
    if (shared > 0) scored.push({ index, shared });
  }
  scored.sort((a, b) => b.shared - a.shared);
  return Int32Array.from(scored, (entry) => entry.index);
}

function pageLink(playlistId: string, offset: number, query: PlaylistQuery): string {
  const related = query.related_media_id
    ? `&related_media_id=${encodeURIComponent(query.related_media_id)}`
    : '';
  return `/api/v2/playlists/${encodeURIComponent(playlistId)}?page_offset=${offset}&page_limit=${query.page_limit}${related}`;
}

/** One page of a playlist; `page_offset` is the 1-based position of its first item, as on the video platform. */
export function playlistPage(
  snapshot: CatalogSnapshot,
  playlist: CatalogPlaylist,
  query: PlaylistQuery,
  now: number,
): PlaylistAnswer {
  const { row } = playlist;
  const items =
    query.related_media_id === undefined
      ? playlist.items
      : relatedItems(snapshot, playlist.items, snapshot.indexOfMedia(query.related_media_id));
  const total = items.length;
  const start = query.page_offset - 1;
  const end = Math.min(total, start + query.page_limit);
  const page = [];
  for (let position = start; position < end; position++) {
    page.push(snapshot.toItem(snapshot.media[items[position] as number] as MediaRecord, row.id, now));
  }
  const lastOffset = total === 0 ? 1 : Math.floor((total - 1) / query.page_limit) * query.page_limit + 1;
  return {
    feedid: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind === 'tags' ? 'tags' : 'manual',
    image: posterImage(row.posterId),
    images: posterImages(row.posterId),
    playlist: page,
    page_offset: query.page_offset,
    page_limit: query.page_limit,
    total,
    links: {
      first: pageLink(row.id, 1, query),
      last: pageLink(row.id, lastOffset, query),
      ...(end < total ? { next: pageLink(row.id, end + 1, query) } : {}),
    },
  };
}
