import type { InitialData, MediaItem, PlaylistAnswer } from '@releve/contracts';

/** A media item as the API sends it, for the media page's tests. */
export function testMedia(overrides: Partial<MediaItem> = {}): MediaItem {
  const mediaid = overrides.mediaid ?? 'abcd1234';
  const title = overrides.title ?? 'Barre Basics';
  return {
    mediaid,
    title,
    description: 'A gentle barre for every body.',
    duration: 1800,
    pubdate: 1_700_000_000,
    image: null,
    cardImage: null,
    backgroundImage: null,
    images: [],
    genre: 'Ballet',
    rating: null,
    tags: 'ballet-barre,beginner,Madeleine Ashford',
    cardTags: [],
    productIds: 'sandbox:on-demand',
    mediaOffers: [{ offerId: 'sandbox:on-demand', premier: false }],
    contentType: 'video',
    mediaStatus: 'VOD',
    scheduledStart: null,
    scheduledEnd: null,
    seriesId: null,
    seasonNumber: null,
    episodeNumber: null,
    trailerId: null,
    liveChannelsId: null,
    markdown: null,
    feedid: null,
    link: `/m/${mediaid}/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    ...overrides,
  };
}

export function testInitialData(overrides: Partial<InitialData> = {}): InitialData {
  return {
    programs: [],
    sections: [],
    collections: [],
    promotedGroups: [],
    featuredContent: [],
    freePlaylists: [],
    samplerPlaylists: [],
    homeShelves: [],
    library: [],
    ...overrides,
  };
}

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
