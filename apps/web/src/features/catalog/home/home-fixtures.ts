import type {
  FeaturedContent,
  HomeShelf,
  InitialData,
  MediaItem,
  PlaylistAnswer,
  ProgramSummary,
} from '@releve/contracts';

/* Answers of the catalogue API for component tests of home and the sidebar. */

export function testMedia(id: string, title: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    mediaid: id,
    title,
    description: `${title}, a class.`,
    duration: 1800,
    pubdate: 1_600_000_000,
    image: null,
    cardImage: null,
    backgroundImage: null,
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
    link: `/m/${id}`,
    ...overrides,
  };
}

export function testPlaylist(id: string, items: MediaItem[], total = items.length): PlaylistAnswer {
  return {
    feedid: id,
    title: `Playlist ${id}`,
    description: '',
    kind: 'manual',
    image: null,
    images: [],
    playlist: items,
    page_offset: 1,
    page_limit: 20,
    total,
    links: { first: '', last: '', ...(total > 20 ? { next: '?page_offset=21' } : {}) },
  };
}

export function testProgram(
  id: string,
  name: string,
  group: string,
  type: ProgramSummary['type'] = 'program',
): ProgramSummary {
  return {
    id,
    programId: id,
    name,
    sidebarName: name,
    type,
    shortDescription: '',
    thumbnail: null,
    verticalThumbnail: null,
    groups: [group],
    sectionIds: [],
    resources: [],
    counts: { sections: 1, modules: 2, lessons: 12, durationSeconds: 7200 },
  };
}

export function testFeatured(
  id: string,
  showTo: FeaturedContent['showTo'],
  path = '/p/trending',
): FeaturedContent {
  return {
    id,
    title: `Featured ${id}`,
    description: '',
    image: null,
    images: [],
    path,
    enabled: true,
    showTo,
  };
}

export const shelf = (
  order: number,
  type: HomeShelf['type'],
  name: string,
  itemId: string | null = null,
) => ({
  order,
  type,
  name,
  itemId,
});

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
