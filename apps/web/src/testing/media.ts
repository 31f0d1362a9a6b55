import type { MediaItem, PlaylistAnswer } from '@releve/contracts';

import { baseMediaItem } from './catalog';

/** A media item as the API sends it, for the tests of the media page and the library. */
export function testMedia(overrides: Partial<MediaItem> = {}): MediaItem {
  const mediaid = overrides.mediaid ?? 'abcd1234';
  const title = overrides.title ?? 'Barre Basics';
  return baseMediaItem(mediaid, {
    title,
    description: 'A gentle barre for every body.',
    pubdate: 1_700_000_000,
    genre: 'Ballet',
    tags: 'ballet-barre,beginner,Madeleine Ashford',
    productIds: 'sandbox:on-demand',
    mediaOffers: [{ offerId: 'sandbox:on-demand', premier: false }],
    link: `/m/${mediaid}/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    ...overrides,
  });
}

export { testInitialData } from './catalog';

export function testPlaylist(
  feedid: string,
  items: MediaItem[],
  overrides: Partial<PlaylistAnswer> = {},
): PlaylistAnswer {
  return {
    feedid,
    title: `Playlist ${feedid}`,
    description: '',
    kind: 'manual',
    image: null,
    images: [],
    playlist: items,
    page_offset: 1,
    page_limit: 20,
    total: items.length,
    links: { first: '', last: '' },
    ...overrides,
  };
}
