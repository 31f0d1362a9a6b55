import type { FeaturedContent } from '@releve/contracts';
import { featuredFor } from '@releve/contracts/home-audience';
import { describe, expect, it } from 'vitest';
import { cardTarget } from './card-target';
import {
  AUTO_ADVANCE_MS,
  autoAdvances,
  SWIPE_THRESHOLD_PX,
  swipeStep,
  TRANSITION_MS,
  wrapIndex,
} from './carousel-rules';
import { classOfTheDayLabel, pickClassOfTheDay, progressStateOf } from './class-of-the-day';
import { shelfListPath, showsSeeAll } from './see-all';
import { INITIAL_SHELVES, MORE_SHELVES, nextShelfCount, rowsToShow } from './shelf-paging';
import { breakpointOf, peekFraction, tilesPerView } from './tiles-per-view';

const tile = (id: string, showTo: FeaturedContent['showTo'], enabled = true): FeaturedContent => ({
  id,
  title: id,
  description: '',
  image: null,
  images: [],
  path: '/',
  enabled,
  showTo,
});

describe('featured tiles by showTo', () => {
  const tiles = [
    tile('all', 'all'),
    tile('members', 'all-members'),
    tile('live', 'live-member'),
    tile('ondemand', 'on-demand-member'),
    tile('join', 'non-member'),
    tile('off', 'all', false),
  ];
  const ids = (audience: { isMember: boolean; isLiveMember: boolean }) =>
    featuredFor(tiles, audience, Date.now()).map((t) => t.id);

  it('shows a visitor or non-member the tiles for all and for non-members', () => {
    expect(ids({ isMember: false, isLiveMember: false })).toEqual(['all', 'join']);
  });
  it('shows an on-demand member the member tiles, not the live ones', () => {
    expect(ids({ isMember: true, isLiveMember: false })).toEqual(['all', 'members', 'ondemand']);
  });
  it('shows a live member the member and live tiles', () => {
    expect(ids({ isMember: false, isLiveMember: true })).toEqual(['all', 'members', 'live']);
  });
  it('shows a member with both products every member tile, and never a disabled one', () => {
    expect(ids({ isMember: true, isLiveMember: true })).toEqual(['all', 'members', 'live', 'ondemand']);
  });
});

describe('card click rules', () => {
  it('follows a featured path, opening other sites in a new tab', () => {
    expect(cardTarget({ kind: 'featured', path: '/programs/ballet-basics' })).toEqual({
      href: '/programs/ballet-basics',
      external: false,
    });
    expect(cardTarget({ kind: 'featured', path: 'https://shop.example.test/tights' })).toEqual({
      href: 'https://shop.example.test/tights',
      external: true,
    });
  });
  it('sends programs to /programs/{last part of id} and sections to /p/{id}', () => {
    expect(cardTarget({ kind: 'program', programId: 'courses/six-week-ballet' }).href).toBe(
      '/programs/six-week-ballet',
    );
    expect(cardTarget({ kind: 'program', programId: 'gentle-return' }).href).toBe('/programs/gentle-return');
    expect(cardTarget({ kind: 'section', sectionId: 'sec-barre' }).href).toBe('/p/sec-barre');
  });
  it('sends keep-going cards to their program when tagged with one, else to the media', () => {
    const base = { kind: 'media', row: 'keep-going', mediaId: 'abcd1234', title: 'Pliés' } as const;
    expect(cardTarget({ ...base, programId: 'ballet-basics' }).href).toBe('/programs/ballet-basics');
    expect(cardTarget(base).href).toBe('/m/abcd1234/plies');
  });
  it('autoplays media from program and continue-watching rows only', () => {
    const card = (row: 'program' | 'continue-watching' | 'playlist' | 'favorites') =>
      cardTarget({ kind: 'media', row, mediaId: 'abcd1234', title: 'Barre Burn 30' }).href;
    expect(card('program')).toBe('/m/abcd1234/barre-burn-30?play=1');
    expect(card('continue-watching')).toBe('/m/abcd1234/barre-burn-30?play=1');
    expect(card('playlist')).toBe('/m/abcd1234/barre-burn-30');
    expect(card('favorites')).toBe('/m/abcd1234/barre-burn-30');
  });
});

describe('See All', () => {
  it('shows for a row with more items than its page, or with a next link', () => {
    expect(showsSeeAll({ type: 'playlist', total: 21, pageSize: 20 })).toBe(true);
    expect(showsSeeAll({ type: 'playlist', total: 20, pageSize: 20 })).toBe(false);
    expect(showsSeeAll({ type: 'playlist', total: 12, pageSize: 20, hasNextLink: true })).toBe(true);
    expect(showsSeeAll({ type: 'programs', total: 26 })).toBe(true);
  });
  it('shows for favorites and history rows only past 20 items', () => {
    expect(showsSeeAll({ type: 'favorites', total: 20, pageSize: 10 })).toBe(false);
    expect(showsSeeAll({ type: 'favorites', total: 21 })).toBe(true);
    expect(showsSeeAll({ type: 'watch-again', total: 25, hasNextLink: false })).toBe(true);
  });
  it('leads shelf titles to the matching list page', () => {
    expect(shelfListPath({ type: 'playlist', itemId: 'trending' })).toBe('/p/trending');
    expect(shelfListPath({ type: 'programs', itemId: null })).toBe('/programs');
    expect(shelfListPath({ type: 'sections', itemId: null })).toBe('/sections');
    expect(shelfListPath({ type: 'favorites', itemId: null })).toBe('/favorites');
    expect(shelfListPath({ type: 'watch-again', itemId: null })).toBe('/watch-again');
    expect(shelfListPath({ type: 'my-week-plan', itemId: null })).toBe('/my-week');
    expect(shelfListPath({ type: 'live-class-hero', itemId: null })).toBe('/live-class');
    expect(shelfListPath({ type: 'program', itemId: 'ballet-basics' })).toBe('/programs/ballet-basics');
    expect(shelfListPath({ type: 'featured', itemId: null })).toBeNull();
  });
});

describe('tiles per view', () => {
  it('maps widths to the breakpoints 480, 768, 1024, 1200', () => {
    expect([375, 479, 480, 767, 768, 1023, 1024, 1199, 1200, 1440].map(breakpointOf)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
      'xl',
    ]);
  });
  it('shows 1, 2, 2, 3, 4 normal tiles, 1, 2, 3, 4, 5 measured ones, and one featured', () => {
    const all = (kind: 'normal' | 'measured' | 'featured') =>
      (['xs', 'sm', 'md', 'lg', 'xl'] as const).map((bp) => tilesPerView(kind, bp));
    expect(all('normal')).toEqual([1, 2, 2, 3, 4]);
    expect(all('measured')).toEqual([1, 2, 3, 4, 5]);
    expect(all('featured')).toEqual([1, 1, 1, 1, 1]);
  });
  it('lets the next tile peek only on touch-scrolled narrow screens', () => {
    expect(peekFraction('normal', 'xs')).toBeGreaterThan(0);
    expect(peekFraction('normal', 'lg')).toBe(0);
    expect(peekFraction('featured', 'xs')).toBe(0);
  });
});

describe('Class of the Day', () => {
  it('labels today’s class by progress', () => {
    expect(classOfTheDayLabel(true, 'not-started')).toBe('takeTodaysClass');
    expect(classOfTheDayLabel(true, 'in-progress')).toBe('continueClass');
    expect(classOfTheDayLabel(true, 'completed')).toBe('takeAgain');
  });
  it('reads progress with the start button’s thresholds: begun past 5%, watched from 95%', () => {
    expect(progressStateOf({})).toBe('not-started');
    expect(progressStateOf({ progress: 0.05 })).toBe('not-started');
    expect(progressStateOf({ progress: 0.051 })).toBe('in-progress');
    expect(progressStateOf({ progress: 0.94 })).toBe('in-progress');
    expect(progressStateOf({ progress: 0.95 })).toBe('completed');
    expect(progressStateOf({ progress: 0.2, completed: true })).toBe('completed');
  });
  it('labels another day’s class by progress', () => {
    expect(classOfTheDayLabel(false, 'not-started')).toBe('watchNow');
    expect(classOfTheDayLabel(false, 'in-progress')).toBe('continueWatching');
    expect(classOfTheDayLabel(false, 'completed')).toBe('watchAgain');
  });
  it('picks today’s class, else the nearest coming one, else the latest', () => {
    const now = new Date('2026-03-10T09:30:00Z');
    const days = [{ date: '2026-03-12' }, { date: '2026-03-10' }, { date: '2026-03-11' }];
    expect(pickClassOfTheDay(days, now, 'UTC')).toEqual({ entry: { date: '2026-03-10' }, isToday: true });
    expect(pickClassOfTheDay(days.slice(0, 1), now, 'UTC')).toEqual({
      entry: { date: '2026-03-12' },
      isToday: false,
    });
    expect(pickClassOfTheDay([{ date: '2026-03-01' }, { date: '2026-03-02' }], now, 'UTC')?.entry.date).toBe(
      '2026-03-02',
    );
    expect(pickClassOfTheDay([], now, 'UTC')).toBeNull();
  });
  it('reads today in the zone it is given, not the machine’s', () => {
    // 02:00 UTC on the 11th is still the evening of the 10th in New York.
    const now = new Date('2026-03-11T02:00:00Z');
    const days = [{ date: '2026-03-10' }, { date: '2026-03-11' }];
    expect(pickClassOfTheDay(days, now, 'UTC')?.entry.date).toBe('2026-03-11');
    expect(pickClassOfTheDay(days, now, 'America/New_York')?.entry.date).toBe('2026-03-10');
  });
});

describe('featured carousel', () => {
  it('uses the spec’s 5 s auto-scroll, 30 px swipe threshold and 0.3 s transition', () => {
    expect(AUTO_ADVANCE_MS).toBe(5000);
    expect(SWIPE_THRESHOLD_PX).toBe(30);
    expect(TRANSITION_MS).toBe(300);
  });
  it('changes slide only for horizontal drags of 30 px or more', () => {
    expect(swipeStep(-29)).toBe(0);
    expect(swipeStep(-30)).toBe(1);
    expect(swipeStep(45)).toBe(-1);
    expect(swipeStep(-40, 80)).toBe(0);
  });
  it('wraps around both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
  it('auto-advances only with several slides, unpaused, with motion allowed', () => {
    expect(autoAdvances({ count: 3, paused: false, reducedMotion: false })).toBe(true);
    expect(autoAdvances({ count: 1, paused: false, reducedMotion: false })).toBe(false);
    expect(autoAdvances({ count: 3, paused: true, reducedMotion: false })).toBe(false);
    expect(autoAdvances({ count: 3, paused: false, reducedMotion: true })).toBe(false);
  });
});

describe('shelf paging', () => {
  it('renders 6 rows, then 4 more at a time, never past the end', () => {
    expect(INITIAL_SHELVES).toBe(6);
    expect(MORE_SHELVES).toBe(4);
    expect(nextShelfCount(6, 20)).toBe(10);
    expect(nextShelfCount(10, 12)).toBe(12);
  });
});

describe('rows the studio switched on and off', () => {
  const shelves = [
    { name: 'Continue Watching', type: 'continue-watching' as const, itemId: null, order: 0 },
    { name: 'Trending', type: 'playlist' as const, itemId: 'trending', order: 1 },
  ];
  const facts = (continueWatchingList: string | null) => ({
    hasFeatured: true,
    memberRowSizes: { 'continue-watching': 3, favorites: 0, 'watch-again': 0, 'keep-going': 0 },
    features: { newYearSaleRow: true, homeShelves: true, continueWatchingList },
  });

  it('shows the continue-watching row only while features.continueWatchingList is set', () => {
    expect(rowsToShow(shelves, facts('cw-list')).map((row) => row.type)).toEqual([
      'continue-watching',
      'playlist',
    ]);
    expect(rowsToShow(shelves, facts(null)).map((row) => row.type)).toEqual(['playlist']);
  });
});
