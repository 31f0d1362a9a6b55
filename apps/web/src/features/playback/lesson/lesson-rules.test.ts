import type { Course, Lesson } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { lessonProgressOf } from './lesson-progress';
import { findLesson, lessonPath, parseIndex, sideListRows } from './lesson-rules';
import { nextSectionState } from './use-section-state';

const lesson = (id: string, unlocked = false): Lesson => ({
  id,
  title: `Lesson ${id}`,
  description: '',
  duration: 600,
  unlocked,
  videoThumbnail: null,
});

const course = {
  id: 'ballet-basics',
  name: 'Ballet Basics',
  sections: [
    {
      id: 'week-1',
      name: 'Week 1',
      description: '',
      playlists: [
        { id: 'm1', name: 'Barre', videos: [lesson('a'), lesson('b')] },
        { id: 'm2', name: 'Centre', videos: [lesson('c')] },
      ],
    },
    {
      id: 'week-2',
      name: 'Week 2',
      description: '',
      playlists: [{ id: 'm3', name: 'Barre', videos: [lesson('d')] }],
    },
  ],
} as unknown as Course;

const shown = (rows: ReturnType<typeof sideListRows>) =>
  rows.map((row) =>
    row.kind === 'more'
      ? `+${row.count}`
      : `${row.index}${row.current ? '*' : ''}${row.neighbour ? `:${row.neighbour}` : ''}`,
  );

describe('lesson route', () => {
  it('parses indices as integers, 0 by default', () => {
    expect(parseIndex('3')).toBe(3);
    expect(parseIndex('2.7')).toBe(2);
    expect(parseIndex(undefined)).toBe(0);
    expect(parseIndex('abc')).toBe(0);
    expect(parseIndex('-1')).toBe(0);
  });

  it('builds the lesson path', () => {
    expect(lessonPath('ballet-basics', { sectionId: 'week 1', playlistIndex: 1, videoIndex: 2 })).toBe(
      '/programs/ballet-basics/sections/week%201/p/1/v/2',
    );
  });
});

describe('findLesson', () => {
  it('gives "n of total" within the module', () => {
    const found = findLesson(course, { sectionId: 'week-1', playlistIndex: 0, videoIndex: 1 });
    expect(found?.lesson.id).toBe('b');
    expect([found?.position, found?.total]).toEqual([2, 2]);
  });

  it('walks Previous and Next across the modules of the section', () => {
    const found = findLesson(course, { sectionId: 'week-1', playlistIndex: 0, videoIndex: 1 });
    expect(found?.previous).toEqual({ sectionId: 'week-1', playlistIndex: 0, videoIndex: 0 });
    expect(found?.next).toEqual({ sectionId: 'week-1', playlistIndex: 1, videoIndex: 0 });
  });

  it('has no Previous at the first lesson and no Next at the last of the section', () => {
    const first = findLesson(course, { sectionId: 'week-1', playlistIndex: 0, videoIndex: 0 });
    expect(first?.previous).toBeUndefined();
    expect(first?.next).toBeDefined();
    const last = findLesson(course, { sectionId: 'week-1', playlistIndex: 1, videoIndex: 0 });
    expect(last?.next).toBeUndefined();
    expect(last?.previous).toBeDefined();
  });

  it('finds nothing at a place the program does not have', () => {
    expect(findLesson(course, { sectionId: 'week-9', playlistIndex: 0, videoIndex: 0 })).toBeUndefined();
    expect(findLesson(course, { sectionId: 'week-1', playlistIndex: 5, videoIndex: 0 })).toBeUndefined();
    expect(findLesson(course, { sectionId: 'week-1', playlistIndex: 0, videoIndex: 2 })).toBeUndefined();
  });
});

describe('side list', () => {
  it('shows every video with Last and Next neighbours up to 20 videos', () => {
    expect(shown(sideListRows(5, 2))).toEqual(['0', '1:last', '2*', '3:next', '4']);
    const twenty = sideListRows(20, 19);
    expect(twenty).toHaveLength(20);
    expect(shown(twenty).slice(-2)).toEqual(['18:last', '19*']);
  });

  it('has no Last at the first video and no Next at the last', () => {
    expect(shown(sideListRows(3, 0))).toEqual(['0*', '1:next', '2']);
    expect(shown(sideListRows(3, 2))).toEqual(['0', '1:last', '2*']);
  });

  it('truncates past 20 videos to the first 3 and "+N more" while the current one is in the first half', () => {
    expect(shown(sideListRows(21, 0))).toEqual(['0*', '1', '2', '+18']);
    expect(shown(sideListRows(30, 14))).toEqual(['0', '1', '2', '+27']);
  });

  it('truncates to "+N more" and the last 3 when the current one is in the second half', () => {
    expect(shown(sideListRows(21, 20))).toEqual(['+18', '18', '19', '20*']);
    expect(shown(sideListRows(30, 15))).toEqual(['+27', '27', '28', '29']);
  });

  it('shows every video without neighbours once the truncated list is expanded', () => {
    const rows = sideListRows(25, 10, true);
    expect(rows).toHaveLength(25);
    expect(rows.some((row) => row.kind === 'video' && row.neighbour)).toBe(false);
    expect(shown(rows)[10]).toBe('10*');
  });
});

describe('lesson progress', () => {
  const key = 'prog:ballet-basics:week-1:0:0:a';
  const state = (lastTime: number, completed = false) => ({
    mediaId: 'a',
    lastTime,
    duration: 600,
    completed,
    programId: 'ballet-basics',
    updatedAt: '2026-11-01T00:00:00.000Z',
  });

  it("reads the member's state under the program video key", () => {
    expect(lessonProgressOf({ [key]: state(120) }, [], key, lesson('a'))).toEqual({
      lastTime: 120,
      completed: false,
    });
    expect(lessonProgressOf({ [key]: state(600, true) }, [], key, lesson('a'))?.completed).toBe(true);
    expect(lessonProgressOf({ [key]: state(590) }, [], key, lesson('a'))?.completed).toBe(true);
  });

  it('does not take the state of the same class in another place of the program', () => {
    expect(
      lessonProgressOf({ 'prog:ballet-basics:week-2:0:0:a': state(600, true) }, [], key, lesson('a')),
    ).toBeUndefined();
  });

  it("falls back to the visitor's local history, done from 95%", () => {
    expect(lessonProgressOf({}, [{ mediaid: 'a', progress: 0.5 }], key, lesson('a'))).toEqual({
      lastTime: 300,
      completed: false,
    });
    expect(lessonProgressOf({}, [{ mediaid: 'a', progress: 0.96 }], key, lesson('a'))?.completed).toBe(true);
    expect(lessonProgressOf({}, [{ mediaid: 'b', progress: 1 }], key, lesson('a'))).toBeUndefined();
  });
});

describe('section state', () => {
  it("replaces the section's place, keeps the others and names the last section", () => {
    const before = { 'week-2': { playlistIndex: 0, videoIndex: 0, videoId: 'd' }, lastSectionId: 'week-2' };
    expect(nextSectionState(before, { sectionId: 'week-1', playlistIndex: 1, videoIndex: 0 }, 'c')).toEqual({
      'week-2': { playlistIndex: 0, videoIndex: 0, videoId: 'd' },
      'week-1': { playlistIndex: 1, videoIndex: 0, videoId: 'c' },
      lastSectionId: 'week-1',
    });
  });
});
