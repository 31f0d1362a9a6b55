import type {
  FeaturedContent,
  HomeShelf,
  MediaItem,
  PlaylistAnswer,
  ProgramSummary,
} from '@releve/contracts';

import { baseMediaItem } from './catalog';

/* Answers of the catalogue API for component tests of home and the sidebar. */

export function testMedia(id: string, title: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return baseMediaItem(id, { title, description: `${title}, a class.`, ...overrides });
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

export { testInitialData } from './catalog';
