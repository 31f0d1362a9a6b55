import { HISTORY_MAX, type VideoState, type WatchedVideo } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { testMedia } from '../../testing/media';
import { addToHistory, dedupeHistory, historyEntryOf, parseStoredHistory, toStoredHistory } from './history';
import { capShelf, continueWatching, keepGoing, progressOfMedia } from './progress-lists';
import { datesShown, groupByDate, latestClassesTaken } from './watch-again';

const NOW = Date.parse('2026-03-20T12:00:00Z');

const entry = (mediaid: string, seriesId: string | null = null, progress = 0.5) =>
  historyEntryOf(testMedia({ mediaid, seriesId }), progress);

describe('local watch history', () => {
  it('moves a class watched again to the front, without a second copy', () => {
    const history = [entry('a'), entry('b'), entry('c')];
    const next = addToHistory(history, entry('c', null, 0.7));
    expect(next.map((e) => e.mediaid)).toEqual(['c', 'a', 'b']);
    expect(next[0]?.progress).toBe(0.7);
  });

  it('drops other episodes of the same series', () => {
    const history = [entry('ep1', 'fnd'), entry('x'), entry('ep2', 'fnd')];
    expect(addToHistory(history, entry('ep3', 'fnd')).map((e) => e.mediaid)).toEqual(['ep3', 'x']);
  });

  it('is trimmed to HISTORY_MAX, the oldest going first', () => {
    const full = Array.from({ length: HISTORY_MAX }, (_, i) => entry(`m${i}`));
    const next = addToHistory(full, entry('new'));
    expect(next).toHaveLength(HISTORY_MAX);
    expect(next[0]?.mediaid).toBe('new');
    expect(next.at(-1)?.mediaid).toBe(`m${HISTORY_MAX - 2}`);
    expect(addToHistory(full, entry('new'), 3).map((e) => e.mediaid)).toEqual(['new', 'm0', 'm1']);
  });

  it('stores only the id and the progress, and reads back only sound entries', () => {
    const stored = toStoredHistory([entry('a', 'fnd', 0.3)]);
    expect(stored).toEqual([{ mediaid: 'a', progress: 0.3 }]);
    expect(parseStoredHistory(JSON.stringify(stored))).toEqual(stored);
    expect(
      parseStoredHistory(
        JSON.stringify([{ mediaid: 'a', progress: 2 }, { mediaid: 5 }, null, { mediaid: '', progress: 0 }]),
      ),
    ).toEqual([{ mediaid: 'a', progress: 1 }]);
    expect(parseStoredHistory('not json')).toEqual([]);
    expect(parseStoredHistory('{"a":1}')).toEqual([]);
  });

  it('keeps one entry per series once the classes are known', () => {
    const loaded = [entry('ep2', 'fnd'), entry('a'), entry('ep1', 'fnd'), entry('a')];
    expect(dedupeHistory(loaded).map((e) => e.mediaid)).toEqual(['ep2', 'a']);
  });
});

const state = (
  mediaId: string,
  share: number,
  minutesAgo: number,
  extra: Partial<VideoState> = {},
): VideoState => ({
  mediaId,
  lastTime: share * 1000,
  duration: 1000,
  completed: false,
  programId: null,
  updatedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  ...extra,
});

describe('continue watching', () => {
  it('shows classes strictly between 5% and 95%, the latest first', () => {
    const rows = continueWatching({
      a: state('a', 0.05, 1),
      b: state('b', 0.06, 5),
      c: state('c', 0.94, 2),
      d: state('d', 0.95, 3),
      e: state('e', 0.5, 10),
    });
    expect(rows.map((r) => r.mediaId)).toEqual(['c', 'b', 'e']);
    expect(rows[0]?.progress).toBeCloseTo(0.94);
  });

  it('leaves program lessons to keep going, and holds at most 25', () => {
    const states: Record<string, VideoState> = { 'prog:p:s:0:0:a': state('a', 0.5, 1, { programId: 'p' }) };
    for (let i = 0; i < 30; i += 1) states[`m${i}`] = state(`m${i}`, 0.5, i + 2);
    const rows = continueWatching(states);
    expect(rows).toHaveLength(25);
    expect(rows[0]?.mediaId).toBe('m0');
  });
});

describe('keep going', () => {
  it('holds program lessons in progress or done from the last 30 days, the latest first', () => {
    const rows = keepGoing(
      {
        'prog:p:s:0:0:a': state('a', 0.5, 60, { programId: 'p' }),
        'prog:p:s:0:1:b': state('b', 1, 30, { programId: 'p', completed: true }),
        'prog:p:s:0:2:c': state('c', 0.01, 10, { programId: 'p' }),
        'prog:p:s:0:3:d': state('d', 0.5, 30 * 24 * 60 + 1, { programId: 'p' }),
        'prog:p:s:0:4:e': state('e', 0.5, 30 * 24 * 60 - 1, { programId: 'p' }),
        plain: state('plain', 0.5, 1),
      },
      NOW,
    );
    expect(rows.map((r) => r.mediaId)).toEqual(['b', 'a', 'e']);
    expect(rows[0]?.programId).toBe('p');
  });

  it('holds at most 50', () => {
    const states: Record<string, VideoState> = {};
    for (let i = 0; i < 60; i += 1)
      states[`prog:p:s:0:${i}:m${i}`] = state(`m${i}`, 0.5, i, { programId: 'p' });
    expect(keepGoing(states, NOW)).toHaveLength(50);
  });
});

describe('progress of a class', () => {
  it('is the latest recorded for it under any key', () => {
    const states = {
      a: state('a', 0.2, 10),
      'prog:p:s:0:0:a': state('a', 0.6, 1, { programId: 'p' }),
    };
    expect(progressOfMedia(states, 'a')?.progress).toBeCloseTo(0.6);
    expect(progressOfMedia(states, 'zzz')).toBeUndefined();
  });
});

describe('shelf caps', () => {
  it('caps personal rows at 25', () => {
    expect(capShelf(Array.from({ length: 40 }, (_, i) => i))).toHaveLength(25);
    expect(capShelf([1, 2])).toEqual([1, 2]);
  });
});

const taken = (jwId: string, at: string): WatchedVideo => ({
  jwId,
  title: jwId,
  videoThumbnail: null,
  duration: 600,
  dateAdded: new Date(at).getTime(),
});

describe('watch again', () => {
  it('groups classes by the day they were taken, the newest day and time first, each class once a day', () => {
    const days = groupByDate([
      taken('a', '2026-03-18T10:00:00'),
      taken('b', '2026-03-19T09:00:00'),
      taken('c', '2026-03-19T18:00:00'),
      taken('b', '2026-03-19T20:00:00'),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-03-19', '2026-03-18']);
    expect(days[0]?.videos.map((v) => v.jwId)).toEqual(['b', 'c']);
    expect(days[0]?.videos[0]?.dateAdded).toBe(new Date('2026-03-19T20:00:00').getTime());
  });

  it('shows 5 dates first, then 4 more per load', () => {
    expect([0, 1, 2].map(datesShown)).toEqual([5, 9, 13]);
  });

  it('lists each class once for the home row, the latest first', () => {
    const videos = [
      taken('a', '2026-03-18T10:00:00'),
      taken('b', '2026-03-19T09:00:00'),
      taken('a', '2026-03-19T10:00:00'),
    ];
    expect(latestClassesTaken(videos).map((v) => v.jwId)).toEqual(['a', 'b']);
  });
});
