import {
  episodesAnswerSchema,
  studioCollectionPaths as paths,
  STUDIO_NOT_FOUND,
  type StudioSeries,
  type StudioSeriesWrite,
  studioCollectionMessages,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp, getJson } from './testing/catalog-test-app';
import { studioCallers } from './testing/studio-caller';

/*
 * The console's series (issue 34, decision 045): a new series is hidden until shown; seasons and
 * episodes are saved whole, numbered by their order, and members see them in it at once; a class
 * leaving the series is a plain class again; a class of another series is refused, naming it;
 * deleting keeps the episodes as classes; audited; the owner's alone.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof studioCallers>>;
beforeAll(async () => {
  t = await createCatalogTestApp();
  s = await studioCallers(t, 'series');
});
afterAll(() => t.close());

const write = (over: Partial<StudioSeriesWrite> = {}): StudioSeriesWrite => ({
  title: 'Turns',
  description: 'From spotting to pirouettes.',
  posterId: null,
  published: true,
  seasons: [
    { title: 'Spotting', episodes: ['barre001', 'stretch1'] },
    { title: 'Pirouettes', episodes: ['cardio01'] },
  ],
  ...over,
});
/** What members see: the episodes in order with their numbers, or the status when there is no series. */
const membersSee = async (id: string) => {
  const { status, body } = await getJson(t, `/api/apps/series/${id}/episodes`);
  if (status !== 200) return status;
  return episodesAnswerSchema
    .parse(body)
    .episodes.map((e) => [e.media_item.mediaid, e.season_number, e.episode_number]);
};
const contentTypeOf = async (mediaId: string) => {
  const [row] = await t.database.db
    .select({ type: schema.mediaItem.contentType, seriesId: schema.mediaItem.seriesId })
    .from(schema.mediaItem)
    .where(eq(schema.mediaItem.id, mediaId));
  return row;
};

describe('building a series', () => {
  it('creates a hidden series, then shows its seasons and episodes in order to members', async () => {
    const made = await s.call('owner', 'POST', paths.series, { title: 'Turns' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().series).toMatchObject({ id: 'turns', published: false, seasons: [] });
    expect(await membersSee('turns')).toBe(404);

    const res = await s.call('owner', 'PUT', paths.oneSeries('turns'), write());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().series as StudioSeries;
    expect(saved.seasons.map((season) => [season.title, season.episodes.map((e) => e.mediaId)])).toEqual([
      ['Spotting', ['barre001', 'stretch1']],
      ['Pirouettes', ['cardio01']],
    ]);
    expect(await membersSee('turns')).toEqual([
      ['barre001', 1, 1],
      ['stretch1', 1, 2],
      ['cardio01', 2, 1],
    ]);
    expect(await contentTypeOf('barre001')).toEqual({ type: 'episode', seriesId: 'turns' });
    const listed = (await s.call('owner', 'GET', `${paths.series}?q=turn`)).json().series;
    expect(listed).toEqual([{ id: 'turns', title: 'Turns', published: true, seasons: 2, episodes: 3 }]);
  });

  it('reorders seasons and episodes, and a class taken out is a plain class again', async () => {
    const res = await s.call(
      'owner',
      'PUT',
      paths.oneSeries('turns'),
      write({
        seasons: [
          { title: 'Pirouettes', episodes: ['cardio01', 'barre001'] },
          { title: 'Spotting, again', episodes: [] },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await membersSee('turns')).toEqual([
      ['cardio01', 1, 1],
      ['barre001', 1, 2],
    ]);
    expect(res.json().series.seasons.map((season: { title: string }) => season.title)).toEqual([
      'Pirouettes',
      'Spotting, again',
    ]);
    expect(await contentTypeOf('stretch1')).toEqual({ type: 'video', seriesId: null });
    expect((await s.auditOf('series:turns')).map((e) => e.action)).toEqual([
      'series.create',
      'series.update',
      'series.update',
    ]);
  });

  it('refuses bad values field by field, and another series’ episode naming that series', async () => {
    const cases: [Partial<StudioSeriesWrite>, string][] = [
      [{ title: '' }, 'title'],
      [{ seasons: [{ title: '', episodes: [] }] }, 'seasons.0.title'],
      [{ seasons: [{ title: 'A', episodes: ['barre001', 'nope0000'] }] }, 'seasons.0.episodes.1'],
      [{ seasons: [{ title: 'A', episodes: ['series01'] }] }, 'seasons.0.episodes.0'],
      [
        {
          seasons: [
            { title: 'A', episodes: ['barre001'] },
            { title: 'B', episodes: ['barre001'] },
          ],
        },
        'seasons',
      ],
    ];
    for (const [over, field] of cases) {
      const res = await s.call('owner', 'PUT', paths.oneSeries('turns'), write(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.body, field).toContain(field);
    }
    const taken = await s.call(
      'owner',
      'PUT',
      paths.oneSeries('turns'),
      write({ seasons: [{ title: 'A', episodes: ['ep1s1e01'] }] }),
    );
    expect(taken.json().fields).toEqual({
      'seasons.0.episodes.0': studioCollectionMessages.episodeElsewhere('Ballet Foundations'),
    });
    expect(await membersSee('turns')).toEqual([
      ['cardio01', 1, 1],
      ['barre001', 1, 2],
    ]);
  });

  it('deletes a series, keeping its episodes as classes', async () => {
    const res = await s.call('owner', 'DELETE', paths.oneSeries('turns'));
    expect(res.statusCode, res.body).toBe(204);
    expect(await membersSee('turns')).toBe(404);
    expect(await contentTypeOf('cardio01')).toEqual({ type: 'video', seriesId: null });
    expect((await getJson(t, '/api/v2/media/cardio01')).status).toBe(200);
    expect((await s.auditOf('series:turns')).at(-1)?.action).toBe('series.delete');
    expect((await s.call('owner', 'GET', paths.oneSeries('turns'))).statusCode).toBe(404);
  });
});

describe('who may edit series', () => {
  it('refuses instructors and contributors (403), members (404) and visitors (401), and changes nothing', async () => {
    for (const [method, url, body] of [
      ['GET', paths.series, undefined],
      ['POST', paths.series, { title: 'Sneaky' }],
      ['GET', paths.oneSeries('fnd'), undefined],
      ['PUT', paths.oneSeries('fnd'), write()],
      ['DELETE', paths.oneSeries('fnd'), undefined],
    ] as const) {
      for (const role of ['instructor', 'contributor'] as const)
        expect((await s.call(role, method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
      const member = await s.call('member', method, url, body);
      expect([member.statusCode, member.json().message]).toEqual([404, STUDIO_NOT_FOUND]);
      expect((await s.call('visitor', method, url, body)).statusCode).toBe(401);
    }
    expect(await membersSee('fnd')).toHaveLength(4);
  });
});
