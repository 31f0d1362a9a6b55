import type { Collection, Course, ProgramSummary, PromotedGroup, Section } from '@releve/contracts';

/** Catalogue entities for the browse tests, complete and overridable. */
export function testProgram(overrides: Partial<ProgramSummary> = {}): ProgramSummary {
  const id = overrides.id ?? 'basics';
  return {
    id,
    programId: id,
    name: `Program ${id}`,
    sidebarName: `Program ${id}`,
    type: 'program',
    shortDescription: '',
    thumbnail: null,
    verticalThumbnail: null,
    groups: ['Programs'],
    sectionIds: [],
    resources: [],
    counts: { sections: 0, modules: 0, lessons: 0, durationSeconds: 0 },
    ...overrides,
  };
}

export function testSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 'sec-barre',
    name: 'Barre',
    description: '',
    thumbnail: null,
    verticalThumbnail: null,
    playlistIds: [],
    isPromoted: false,
    isPromotedTop: false,
    isBonus: false,
    sortPlaylists: false,
    collectionIds: [],
    ...overrides,
  };
}

export function testCollection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 'col-one',
    name: 'One',
    description: '',
    shortDescription: '',
    thumbnail: null,
    playlistIds: [],
    ...overrides,
  };
}

export function testGroup(overrides: Partial<PromotedGroup> = {}): PromotedGroup {
  return {
    id: 'holiday',
    name: 'Holiday Specials',
    promotedIcon: 'ornament',
    collectionIds: [],
    ...overrides,
  };
}

export { testInitialData } from './catalog';

/** A program of two sections: the first with two modules (one free lesson), the second with one. */
export function testCourse(overrides: Partial<Course> = {}): Course {
  const lesson = (id: string, unlocked = false) => ({
    id,
    title: `Lesson ${id}`,
    description: '',
    duration: 600,
    unlocked,
    videoThumbnail: null,
  });
  return {
    ...testProgram({ id: 'basics', name: 'Ballet Basics' }),
    counts: { sections: 2, modules: 3, lessons: 5, durationSeconds: 3000 },
    description: 'Start with [the warm-up](/p/warmups) and read [our guide](https://example.test/guide).',
    sections: [
      {
        id: 'sec-b1',
        name: 'Week one',
        description: '',
        playlists: [
          { id: 'pl-a', name: 'Foundations', videos: [lesson('v1', true), lesson('v2')] },
          { id: 'pl-b', name: 'Port de bras', videos: [lesson('v3')] },
        ],
      },
      {
        id: 'sec-b2',
        name: 'Week two',
        description: '',
        playlists: [{ id: 'pl-c', name: 'Turns', videos: [lesson('v4'), lesson('v5')] }],
      },
    ],
    resources: [],
    ...overrides,
  };
}
