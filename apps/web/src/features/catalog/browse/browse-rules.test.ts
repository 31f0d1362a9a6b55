import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { testCollection, testGroup, testSection } from '../../../testing/browse';
import { groupsWithSections, isInGroup, sectionsForGroup } from './group-filter';
import { isLessonLocked, lessonHref, lessonStatus } from './lessons';
import { programCountPhrases } from './program-counts';
import { availableTabs, tabAfterKey, tabFromQuery } from './program-tabs';
import {
  ALL_COLLECTIONS,
  collectionsOf,
  playlistIdsFor,
  sectionFilterOptions,
  showsMobileDropdown,
} from './section-filter';

describe('program counts', () => {
  it('says sections, modules, lessons and the total duration, singular and plural', () => {
    const t = i18next.getFixedT('en', 'browse');
    expect(programCountPhrases({ sections: 1, modules: 3, lessons: 12, durationSeconds: 4500 }, t)).toEqual([
      '1 section',
      '3 modules',
      '12 lessons',
      '1 h 15 min',
    ]);
    expect(programCountPhrases({ sections: 2, modules: 1, lessons: 1, durationSeconds: 600 }, t)).toEqual([
      '2 sections',
      '1 module',
      '1 lesson',
      '10 min',
    ]);
  });
});

describe('section filter', () => {
  const one = testCollection({ id: 'col-one', name: 'One', playlistIds: ['p1', 'p2'] });
  const two = testCollection({ id: 'col-two', name: 'Two', playlistIds: ['p2', 'p3'] });
  const section = testSection({
    playlistIds: ['p0', 'p1'],
    collectionIds: ['col-two', 'col-gone', 'col-one'],
  });

  it('offers All then one chip per existing collection, in the section order', () => {
    const own = collectionsOf(section, [one, two]);
    expect(sectionFilterOptions(own, 'All')).toEqual([
      { id: ALL_COLLECTIONS, label: 'All' },
      { id: 'col-two', label: 'Two' },
      { id: 'col-one', label: 'One' },
    ]);
    expect(sectionFilterOptions([], 'All')).toEqual([]);
  });

  it('shows the mobile dropdown only for more than one collection', () => {
    expect(showsMobileDropdown([one, two])).toBe(true);
    expect(showsMobileDropdown([one])).toBe(false);
    expect(showsMobileDropdown([])).toBe(false);
  });

  it("shows the chosen collection's playlists, or for All every playlist once", () => {
    const own = collectionsOf(section, [one, two]);
    expect(playlistIdsFor(section, own, 'col-one')).toEqual(['p1', 'p2']);
    expect(playlistIdsFor(section, own, ALL_COLLECTIONS)).toEqual(['p0', 'p1', 'p2', 'p3']);
  });
});

describe('classes group filter', () => {
  const holiday = testGroup({ collectionIds: ['col-xmas', 'col-easter'] });
  const inHoliday = testSection({ id: 'sec-a', collectionIds: ['col-barre', 'col-easter'] });
  const outside = testSection({ id: 'sec-b', collectionIds: ['col-barre'] });

  it('counts a section in a group when they share a collection', () => {
    expect(isInGroup(inHoliday, holiday)).toBe(true);
    expect(isInGroup(outside, holiday)).toBe(false);
  });

  it('shows every section for Show All, only members of the group otherwise', () => {
    expect(sectionsForGroup([inHoliday, outside], undefined).map((s) => s.id)).toEqual(['sec-a', 'sec-b']);
    expect(sectionsForGroup([inHoliday, outside], holiday).map((s) => s.id)).toEqual(['sec-a']);
  });

  it('offers only groups that have a section', () => {
    const empty = testGroup({ id: 'none', collectionIds: ['col-nothing'] });
    expect(groupsWithSections([empty, holiday], [inHoliday, outside]).map((g) => g.id)).toEqual(['holiday']);
  });
});

describe('program tabs', () => {
  it('selects the tab named by view, the Program tab otherwise', () => {
    expect(tabFromQuery('description', false)).toBe('description');
    expect(tabFromQuery('resources', true)).toBe('resources');
    expect(tabFromQuery(null, true)).toBe('program');
    expect(tabFromQuery('nonsense', true)).toBe('program');
  });

  it('has a Resources tab only when the program has resources', () => {
    expect(availableTabs(false)).toEqual(['program', 'description']);
    expect(availableTabs(true)).toEqual(['program', 'description', 'resources']);
    expect(tabFromQuery('resources', false)).toBe('program');
  });

  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    const tabs = availableTabs(true);
    expect(tabAfterKey(tabs, 'program', 'ArrowRight')).toBe('description');
    expect(tabAfterKey(tabs, 'resources', 'ArrowRight')).toBe('program');
    expect(tabAfterKey(tabs, 'program', 'ArrowLeft')).toBe('resources');
    expect(tabAfterKey(tabs, 'description', 'End')).toBe('resources');
    expect(tabAfterKey(tabs, 'resources', 'Home')).toBe('program');
    expect(tabAfterKey(tabs, 'program', 'Enter')).toBeUndefined();
  });
});

describe('lessons', () => {
  it('links to the lesson route by section, module index and lesson index', () => {
    expect(lessonHref('ballet-basics', 'sec-w1', 1, 3)).toBe(
      '/programs/ballet-basics/sections/sec-w1/p/1/v/3',
    );
  });

  it('locks lessons for non-members unless free', () => {
    expect(isLessonLocked({ unlocked: false }, false)).toBe(true);
    expect(isLessonLocked({ unlocked: true }, false)).toBe(false);
    expect(isLessonLocked({ unlocked: false }, true)).toBe(false);
  });

  it('has no status but not started until progress is recorded', () => {
    expect(lessonStatus(undefined)).toBe('not-started');
    expect(lessonStatus({ lastTime: 0, completed: false })).toBe('not-started');
    expect(lessonStatus({ lastTime: 120, completed: false })).toBe('in-progress');
    expect(lessonStatus({ lastTime: 120, completed: true })).toBe('completed');
  });
});
