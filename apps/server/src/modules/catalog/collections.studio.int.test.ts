import {
  initialDataSchema,
  studioCollectionPaths as paths,
  STUDIO_NOT_FOUND,
  type StudioCollectionWrite,
  studioCollectionMessages,
} from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp, getJson } from './testing/catalog-test-app';
import { studioCallers } from './testing/studio-caller';

/*
 * The console's collections (issue 34, decision 045): created, saved whole with their playlists in
 * order, bad playlists refused field by field, deleted unless a section or the sidebar shows them,
 * audited, seen by members at once (the first data every page carries), the owner's alone.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof studioCallers>>;
beforeAll(async () => {
  t = await createCatalogTestApp();
  s = await studioCallers(t, 'collections');
});
afterAll(() => t.close());

const write = (over: Partial<StudioCollectionWrite> = {}): StudioCollectionWrite => ({
  name: 'Winter Warm-ups',
  description: 'Cosy classes.',
  shortDescription: 'Stay warm',
  posterId: null,
  playlistIds: ['sampler', 'beginners'],
  ...over,
});
const membersSee = async (id: string) =>
  initialDataSchema
    .parse((await getJson(t, '/api/initial-data')).body)
    .collections.find((collection) => collection.id === id);

describe('building a collection', () => {
  it('creates one (`col-` and a slug), saves its playlists in order, and members see them at once', async () => {
    const made = await s.call('owner', 'POST', paths.collections, { title: 'Winter Warm-ups' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().collection).toMatchObject({ id: 'col-winter-warm-ups', playlists: [] });
    const res = await s.call('owner', 'PUT', paths.collection('col-winter-warm-ups'), write());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.playlists.map((p: { id: string }) => p.id)).toEqual([
      'sampler',
      'beginners',
    ]);
    expect(await membersSee('col-winter-warm-ups')).toMatchObject({
      name: 'Winter Warm-ups',
      shortDescription: 'Stay warm',
      playlistIds: ['sampler', 'beginners'],
    });
    await s.call(
      'owner',
      'PUT',
      paths.collection('col-winter-warm-ups'),
      write({ playlistIds: ['beginners'] }),
    );
    expect((await membersSee('col-winter-warm-ups'))?.playlistIds).toEqual(['beginners']);
    const listed = (await s.call('owner', 'GET', `${paths.collections}?q=winter`)).json().collections;
    expect(listed).toEqual([{ id: 'col-winter-warm-ups', name: 'Winter Warm-ups', playlists: 1 }]);
    expect((await s.auditOf('collection:col-winter-warm-ups')).map((e) => e.action)).toEqual([
      'collection.create',
      'collection.update',
      'collection.update',
    ]);
  });

  it('refuses bad values field by field and saves nothing of them', async () => {
    const cases: [Partial<StudioCollectionWrite>, string][] = [
      [{ name: '' }, 'name'],
      [{ playlistIds: ['beginners', 'nope'] }, 'playlistIds.1'],
      [{ playlistIds: ['bb-week1'] }, 'playlistIds.0'],
      [{ playlistIds: ['beginners', 'beginners'] }, 'playlistIds'],
      [{ shortDescription: 'x'.repeat(301) }, 'shortDescription'],
    ];
    for (const [over, field] of cases) {
      const res = await s.call('owner', 'PUT', paths.collection('col-winter-warm-ups'), write(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.body, field).toContain(field);
    }
    const unknown = await s.call(
      'owner',
      'PUT',
      paths.collection('col-winter-warm-ups'),
      write({ playlistIds: ['x'] }),
    );
    expect(unknown.json().message).toContain(studioCollectionMessages.unknownPlaylist);
    expect((await membersSee('col-winter-warm-ups'))?.playlistIds).toEqual(['beginners']);
    const missing = await s.call('owner', 'PUT', paths.collection('col-none'), write());
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      studioCollectionMessages.collectionNotFound,
    ]);
  });
});

describe('deleting a collection', () => {
  it('refuses while a section or the sidebar shows it, naming them; deletes one shown nowhere', async () => {
    const used = await s.call('owner', 'DELETE', paths.collection('col-start'));
    expect([used.statusCode, used.json().message]).toEqual([
      409,
      studioCollectionMessages.inUse(['the section “Barre”', 'the sidebar group “Holidays”']),
    ]);
    expect(await membersSee('col-start')).toBeDefined();
    const res = await s.call('owner', 'DELETE', paths.collection('col-winter-warm-ups'));
    expect(res.statusCode, res.body).toBe(204);
    expect(await membersSee('col-winter-warm-ups')).toBeUndefined();
    // Its playlists stay: a collection only arranges them.
    expect((await getJson(t, '/api/v2/playlists/beginners')).status).toBe(200);
    expect((await s.auditOf('collection:col-winter-warm-ups')).at(-1)?.action).toBe('collection.delete');
  });
});

describe('who may edit collections', () => {
  it('refuses instructors and contributors (403), members (404) and visitors (401), and changes nothing', async () => {
    for (const [method, url, body] of [
      ['GET', paths.collections, undefined],
      ['POST', paths.collections, { title: 'Sneaky' }],
      ['GET', paths.collection('col-start'), undefined],
      ['PUT', paths.collection('col-start'), write()],
      ['DELETE', paths.collection('col-start'), undefined],
    ] as const) {
      for (const role of ['instructor', 'contributor'] as const)
        expect((await s.call(role, method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
      const member = await s.call('member', method, url, body);
      expect([member.statusCode, member.json().message]).toEqual([404, STUDIO_NOT_FOUND]);
      expect((await s.call('visitor', method, url, body)).statusCode).toBe(401);
    }
    expect((await membersSee('col-start'))?.playlistIds).toEqual(['beginners', 'sampler']);
  });
});
