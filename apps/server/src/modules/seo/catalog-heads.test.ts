import type { Course, MediaItem, PlaylistAnswer } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import {
  largePoster,
  largestJpeg,
  mediaHead,
  playlistGroupHead,
  playlistHead,
  programHead,
  seriesHead,
  summarize,
} from './catalog-heads';
import { isoDuration } from './json-ld';

const site = { siteName: 'Pirouette House', publicUrl: 'https://studio.example' };

const poster = (id: string) =>
  [320, 640, 1280].flatMap((width) => [
    { src: `/images/${id}/${width}.webp`, width, type: 'image/webp' as const },
    { src: `/images/${id}/${width}.jpg`, width, type: 'image/jpeg' as const },
  ]);

const media = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  mediaid: 'abc12345',
  title: 'Pliés and Tendus',
  description: 'Warm feet, long legs.',
  duration: 2700,
  pubdate: Date.UTC(2026, 0, 15, 12) / 1000,
  image: '/images/p1/640.jpg',
  cardImage: null,
  backgroundImage: null,
  channelLogoImage: null,
  images: poster('p1'),
  genre: null,
  rating: null,
  tags: 'barre',
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
  link: '/m/abc12345/plies-and-tendus',
  freelyPlayable: false,
  ...overrides,
});

describe('isoDuration', () => {
  it.each([
    [2700, 'PT45M'],
    [3930, 'PT1H5M30S'],
    [300.4, 'PT5M'],
    [0, 'PT0S'],
    [7200, 'PT2H'],
  ])('%s seconds is %s', (seconds, iso) => expect(isoDuration(seconds)).toBe(iso));
});

describe('summarize', () => {
  it('turns markdown into one plain line', () => {
    expect(summarize('# Welcome\n\nA **gentle** [return](/p/x) to _ballet_.\n\n- one\n- two')).toBe(
      'Welcome A gentle return to ballet. one two',
    );
  });

  it('cuts long text on a word with an ellipsis', () => {
    const text = summarize('word '.repeat(100), 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('largestJpeg', () => {
  it('picks the 1280 px JPEG, never a WebP', () => {
    expect(largestJpeg(poster('p9'))).toBe('/images/p9/1280.jpg');
    expect(largestJpeg([], '/fallback.jpg')).toBe('/fallback.jpg');
    expect(largestJpeg([])).toBeNull();
  });
});

describe('largePoster', () => {
  it('names the 1280 px JPEG of a thumbnail, and leaves other addresses alone', () => {
    expect(largePoster('/media/posters/p7/640.jpg')).toBe('/media/posters/p7/1280.jpg');
    expect(largePoster('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(largePoster(null)).toBeNull();
  });
});

describe('mediaHead', () => {
  it('describes a class as a video with a VideoObject', () => {
    const head = mediaHead(media(), site);
    expect(head).toMatchObject({
      title: 'Pliés and Tendus',
      description: 'Warm feet, long legs.',
      path: '/m/abc12345/plies-and-tendus',
      image: '/images/p1/1280.jpg',
      ogType: 'video.other',
    });
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Pliés and Tendus',
      description: 'Warm feet, long legs.',
      thumbnailUrl: ['https://studio.example/images/p1/1280.jpg'],
      uploadDate: '2026-01-15T12:00:00.000Z',
      duration: 'PT45M',
      url: 'https://studio.example/m/abc12345/plies-and-tendus',
    });
  });

  it('uses the title when there is no description, and no VideoObject for a page', () => {
    const head = mediaHead(media({ description: '', contentType: 'page' }), site);
    expect(head.description).toBe('Pliés and Tendus');
    expect(head.ogType).toBe('website');
    expect(head.jsonLd).toBeUndefined();
  });
});

describe('list pages', () => {
  const playlist: PlaylistAnswer = {
    feedid: 'barre-burn',
    title: 'Barre Burn',
    description: '',
    kind: 'manual',
    image: null,
    images: [],
    playlist: [media(), media({ mediaid: 'def67890', title: 'Second', link: '/m/def67890/second' })],
    page_offset: 1,
    page_limit: 20,
    total: 42,
    links: { first: '', last: '' },
  };

  it('lists a playlist as an ItemList of class pages, with the first class poster', () => {
    const head = playlistHead(playlist, site);
    expect(head.path).toBe('/p/barre-burn');
    expect(head.description).toBe('Barre Burn');
    expect(head.image).toBe('/images/p1/1280.jpg');
    expect(head.jsonLd).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 42,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://studio.example/m/abc12345/plies-and-tendus' },
        { '@type': 'ListItem', position: 2, url: 'https://studio.example/m/def67890/second' },
      ],
    });
  });

  it('lists a collection as an ItemList of playlist pages', () => {
    const head = playlistGroupHead(
      { id: 'col-spring', name: 'Spring', description: '', shortDescription: 'Fresh', thumbnail: null },
      [{ id: 'barre-burn', title: 'Barre Burn' }],
      site,
    );
    expect(head).toMatchObject({ title: 'Spring', description: 'Fresh', path: '/p/col-spring' });
    expect(head.jsonLd).toMatchObject({
      itemListElement: [{ position: 1, url: 'https://studio.example/p/barre-burn', name: 'Barre Burn' }],
    });
  });

  it('lists a series by its episodes at /s/{id}', () => {
    const head = seriesHead(
      {
        series_id: 'ser1',
        title: 'Pointe Diaries',
        description: 'Weekly.',
        image: null,
        images: [],
        media_id: 'sss11111',
        seasons: [],
        episode_count: 1,
      },
      [media()],
      site,
    );
    expect(head.path).toBe('/s/ser1');
    expect(head.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });
  });
});

describe('programHead', () => {
  it('describes a program as a Course from the studio', () => {
    const course = {
      id: 'ballet-basics',
      name: 'Ballet Basics',
      shortDescription: '',
      description: '## Start here\nSix weeks to your first **pirouette**.',
      type: 'draft',
      thumbnail: '/images/prog/640.jpg',
      counts: { sections: 2, modules: 4, lessons: 12, durationSeconds: 5400 },
    } as Course;
    const head = programHead(course, site);
    expect(head.description).toBe('Start here Six weeks to your first pirouette.');
    expect(head.image).toBe('/images/prog/1280.jpg');
    expect(head.noindex).toBe(true);
    expect(head.jsonLd).toMatchObject({
      '@type': 'Course',
      name: 'Ballet Basics',
      url: 'https://studio.example/programs/ballet-basics',
      provider: { '@type': 'Organization', name: 'Pirouette House' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: 'PT1H30M' },
    });
  });
});
