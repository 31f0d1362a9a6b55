import type { InitialData, MediaItem } from '@releve/contracts';

/* The catalogue API's answers for component tests; features add their own defaults on top. */

/** Initial data of an empty catalogue, with what a test needs in it. */
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

/** A plain video item as the API sends it: every field present, no offers, no series. */
export function baseMediaItem(mediaid: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    mediaid,
    title: `Class ${mediaid}`,
    description: '',
    duration: 1800,
    pubdate: 1_600_000_000,
    image: null,
    cardImage: null,
    backgroundImage: null,
    channelLogoImage: null,
    images: [],
    genre: null,
    rating: null,
    tags: '',
    cardTags: [],
    productIds: null,
    mediaOffers: [],
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
    link: `/m/${mediaid}`,
    freelyPlayable: false,
    ...overrides,
  };
}
