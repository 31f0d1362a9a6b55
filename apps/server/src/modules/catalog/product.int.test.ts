import { coursesAnswerSchema, dailyClassesAnswerSchema, initialDataSchema } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { day } from './testing/catalog-fixture';
import { createCatalogTestApp, getJson } from './testing/catalog-test-app';

let t: TestApp & { today: string };
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

describe('GET /api/initial-data', () => {
  it('lists programs with drafts last, their counts, and the listed sections only', async () => {
    const { status, body } = await getJson(t, '/api/initial-data');
    expect(status).toBe(200);
    const data = initialDataSchema.parse(body);
    expect(data.programs.map((p) => p.id)).toEqual(['ballet-basics', 'gentle-return', 'draft-prog']);
    const basics = data.programs[0]!;
    expect(basics).toMatchObject({
      name: 'Ballet Basics',
      sidebarName: 'Basics',
      type: 'program',
      groups: ['Programs'],
      sectionIds: ['sec-bb-1'],
      resources: [{ id: 'res-guide' }],
      thumbnail: '/media/posters/pbasics1/640.jpg',
      counts: { sections: 1, modules: 2, lessons: 3, durationSeconds: 1_800 + 900 + 600 },
    });
    expect(data.programs[1]).toMatchObject({ sidebarName: 'Gentle Return', groups: ['Comebacks'] });
    expect(data.sections.map((s) => s.id)).toEqual(['sec-barre', 'sec-sorted']);
  });

  it('keeps a section hand order unless it asks for its playlists sorted by title', async () => {
    const { body } = await getJson(t, '/api/initial-data');
    const [barre, sorted] = initialDataSchema.parse(body).sections;
    expect(barre).toMatchObject({ playlistIds: ['barre-tags', 'beginners'], collectionIds: ['col-start'] });
    expect(sorted).toMatchObject({
      playlistIds: ['beginners', 'sampler'],
      isPromoted: true,
      sortPlaylists: true,
    });
  });

  it('carries collections, promoted groups, free and sampler playlists, shelves and the library', async () => {
    const data = initialDataSchema.parse((await getJson(t, '/api/initial-data')).body);
    expect(data.collections).toEqual([
      {
        id: 'col-start',
        name: 'Start Here',
        description: '',
        shortDescription: 'First steps',
        thumbnail: '/media/posters/pcolstrt/640.jpg',
        playlistIds: ['beginners', 'sampler'],
      },
    ]);
    expect(data.promotedGroups).toEqual([
      { id: 'grp-holiday', name: 'Holidays', promotedIcon: 'tulip', collectionIds: ['col-start'] },
    ]);
    expect(data.freePlaylists).toEqual(['beginners']);
    expect(data.samplerPlaylists).toEqual(['sampler']);
    expect(data.homeShelves).toEqual([
      { name: 'Featured', type: 'featured', itemId: null, order: 0, showTo: 'all' },
      { name: 'Class of the Day', type: 'daily-classes', itemId: null, order: 1, showTo: 'all' },
      { name: 'Beginners', type: 'playlist', itemId: 'beginners', order: 2, showTo: 'all' },
      { name: 'Programs', type: 'programs', itemId: null, order: 3, showTo: 'all' },
    ]);
    expect(data.library).toEqual([
      {
        programId: 'ballet-basics',
        name: 'Ballet Basics',
        resources: [
          {
            id: 'res-guide',
            title: 'Practice Guide',
            description: '',
            thumbnail: null,
            type: 'pdf',
            url: '/media/resources/res-guide',
            canDownload: true,
            free: false,
            fileSize: 12_345,
          },
        ],
      },
    ]);
  });

  it('gives every featured tile its audience (showTo) and its enabled flag, in order', async () => {
    const data = initialDataSchema.parse((await getJson(t, '/api/initial-data')).body);
    expect(data.featuredContent.map(({ id, showTo, enabled }) => ({ id, showTo, enabled }))).toEqual([
      { id: 'feat-all', showTo: 'all', enabled: true },
      { id: 'feat-members', showTo: 'all-members', enabled: true },
      { id: 'feat-non', showTo: 'non-member', enabled: true },
      { id: 'feat-off', showTo: 'all', enabled: false },
    ]);
  });
});

describe('GET /api/courses', () => {
  it('answers every program with its tree: sections, modules, lessons with their Free flag', async () => {
    const { status, body } = await getJson(t, '/api/courses');
    expect(status).toBe(200);
    const { courses } = coursesAnswerSchema.parse(body);
    expect(courses.map((c) => c.id)).toEqual(['ballet-basics', 'gentle-return', 'draft-prog']);
    const [basics] = courses;
    expect(basics!.sections).toEqual([
      {
        id: 'sec-bb-1',
        name: 'The First Month',
        description: '',
        playlists: [
          {
            id: 'bb-week1',
            name: 'Week 1',
            videos: [
              {
                id: 'barre001',
                title: 'Barre Basics: Pliés & Tendus',
                description: 'About barre001.',
                duration: 1_800,
                unlocked: true,
                videoThumbnail: '/media/posters/pbarre01/640.jpg',
              },
              expect.objectContaining({ id: 'stretch1', unlocked: false }),
            ],
          },
          { id: 'bb-week2', name: 'Week 2', videos: [expect.objectContaining({ id: 'barre002' })] },
        ],
      },
    ]);
    expect(basics!.resources[0]).toMatchObject({ id: 'res-guide', url: '/media/resources/res-guide' });
  });
});

describe('GET /api/ondemand/daily-classes', () => {
  it('answers the Class of the Day from today (UTC) through the next six days', async () => {
    const { status, body } = await getJson(t, '/api/ondemand/daily-classes');
    expect(status).toBe(200);
    const { classes } = dailyClassesAnswerSchema.parse(body);
    expect(classes.map((c) => [c.date, c.media.mediaid])).toEqual([
      [t.today, 'barre001'],
      [day(t.today, 1), 'stretch1'],
      [day(t.today, 6), 'barre002'],
    ]);
  });
});

describe('GET /api/videos/page-url/{encodedUrl}', () => {
  const jwIdOf = async (url: string) => getJson(t, `/api/videos/page-url/${encodeURIComponent(url)}`);

  it('finds the class behind /m/{id}/{slug}, a full URL, a bare id or a title slug', async () => {
    for (const url of [
      '/m/barre002/barre-burn',
      'https://pirouette.example/m/barre002',
      'barre002',
      'https://old.example/classes/barre-burn',
      '/m/unknown1/barre-burn',
    ]) {
      const { status, body } = await jwIdOf(url);
      expect({ url, status, body }).toEqual({
        url,
        status: 200,
        body: { data: { video: { jwId: 'barre002' } } },
      });
    }
    expect((await jwIdOf('/classes/barre-basics-plies-tendus')).body.data.video.jwId).toBe('barre001');
    const long = `https://old.example/classes/${'x'.repeat(150)}/barre-burn?utm_source=newsletter`;
    expect((await jwIdOf(long)).body).toEqual({ data: { video: { jwId: 'barre002' } } });
    // Unencoded slashes reach the same route.
    expect((await getJson(t, '/api/videos/page-url/m/stretch1/deep-stretch')).body.data.video.jwId).toBe(
      'stretch1',
    );
  });

  it('answers 404 "MediaItem not found" for a URL naming no class', async () => {
    const { status, body } = await jwIdOf('https://old.example/classes/no-such-class');
    expect(status).toBe(404);
    expect(body.message).toBe('MediaItem not found');
  });

  it('answers 400, not 500, for a blank or oversized URL', async () => {
    expect((await getJson(t, '/api/videos/page-url/%20')).status).toBe(400);
    const { status, body } = await getJson(t, `/api/videos/page-url/${'a'.repeat(3_000)}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Invalid request\. \*: /);
  });
});
