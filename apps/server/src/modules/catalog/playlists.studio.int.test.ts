import {
  studioCollectionPaths as paths,
  STAFF_ROLES,
  STUDIO_NOT_FOUND,
  type StudioPlaylist,
  type StudioPlaylistWrite,
  staffMay,
  studioCollectionMessages,
} from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp, getJson } from './testing/catalog-test-app';
import { studioCallers } from './testing/studio-caller';

/*
 * The console's playlists (issue 34, decision 045) through their routes: found by title, created,
 * saved whole (items in order, free tier, tags), a message per bad field with nothing saved, deleted
 * unless shown elsewhere (refused, naming where), every change audited and seen by members at once.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof studioCallers>>;
beforeAll(async () => {
  t = await createCatalogTestApp();
  s = await studioCallers(t, 'playlists');
});
afterAll(() => t.close());

const write = (over: Partial<StudioPlaylistWrite> = {}): StudioPlaylistWrite => ({
  title: 'Morning Barre',
  description: 'Wake up at the barre.',
  posterId: 'pbarre01',
  freeTier: null,
  kind: 'manual',
  tags: [],
  items: ['barre001', 'stretch1', 'cardio01'],
  ...over,
});
const membersSee = async (id: string) => {
  const { status, body } = await getJson(t, `/api/v2/playlists/${id}`);
  return status === 200 ? (body.playlist as { mediaid: string }[]).map((item) => item.mediaid) : status;
};

describe('building a playlist', () => {
  it('lists the studio’s playlists by title, without the programs’ modules, and finds by title', async () => {
    const all = (await s.call('owner', 'GET', paths.playlists)).json().playlists as { id: string }[];
    expect(all.map((row) => row.id)).toEqual(['barre-tags', 'beginners', 'everything', 'sampler']);
    const found = await s.call('owner', 'GET', `${paths.playlists}?q=begin`);
    expect(found.json().playlists).toEqual([
      { id: 'beginners', title: 'Beginners', kind: 'manual', freeTier: 'free', items: 2 },
    ]);
  });

  it('creates an empty playlist with a slug of its title, audited; a second one gets -2', async () => {
    const res = await s.call('owner', 'POST', paths.playlists, { title: 'Morning Barre' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().playlist).toMatchObject({ id: 'morning-barre', kind: 'manual', items: [] });
    expect((await s.auditOf('playlist:morning-barre')).map((e) => e.action)).toEqual(['playlist.create']);
    const again = await s.call('owner', 'POST', paths.playlists, { title: 'Morning Barre' });
    expect(again.json().playlist.id).toBe('morning-barre-2');
  });

  it('saves it whole, in order, and members see the order at once; a reorder too', async () => {
    const res = await s.call('owner', 'PUT', paths.playlist('morning-barre'), write());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().playlist as StudioPlaylist;
    expect(saved.items.map((item) => item.mediaId)).toEqual(['barre001', 'stretch1', 'cardio01']);
    expect(saved.items[0]).toMatchObject({ title: 'Barre Basics: Pliés & Tendus', classState: 'published' });
    expect(await membersSee('morning-barre')).toEqual(['barre001', 'stretch1', 'cardio01']);

    await s.call('owner', 'PUT', paths.playlist('morning-barre'), write({ items: ['cardio01', 'barre001'] }));
    expect(await membersSee('morning-barre')).toEqual(['cardio01', 'barre001']);
    const entries = await s.auditOf('playlist:morning-barre');
    expect(entries.map((e) => e.action)).toEqual(['playlist.create', 'playlist.update', 'playlist.update']);
    expect((entries[2]?.before as StudioPlaylist | undefined)?.items).toHaveLength(3);
  });

  it('marks it free, and makes it a tag playlist', async () => {
    const free = await s.call(
      'owner',
      'PUT',
      paths.playlist('morning-barre'),
      write({ freeTier: 'sampler' }),
    );
    expect(free.json().playlist.freeTier).toBe('sampler');
    const tags = await s.call(
      'owner',
      'PUT',
      paths.playlist('morning-barre-2'),
      write({ kind: 'tags', tags: ['barre'], items: [] }),
    );
    expect(tags.statusCode, tags.body).toBe(200);
    expect(tags.json().playlist).toMatchObject({ kind: 'tags', tags: ['barre'], items: [] });
  });

  it('refuses bad values field by field and saves nothing of them', async () => {
    const cases: [Partial<StudioPlaylistWrite>, string][] = [
      [{ title: ' ' }, 'title'],
      [{ items: ['barre001', 'nope0000'] }, 'items.1'],
      [{ items: ['series01'] }, 'items.0'],
      [{ items: ['barre001', 'barre001'] }, 'items'],
      [{ kind: 'tags', tags: [], items: [] }, 'tags'],
      [{ kind: 'tags', tags: ['barre'] }, 'items'],
      [{ freeTier: 'gratis' as never }, 'freeTier'],
      [{ posterId: '../x' }, 'posterId'],
    ];
    for (const [over, field] of cases) {
      const res = await s.call('owner', 'PUT', paths.playlist('morning-barre'), write(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.body, field).toContain(field);
    }
    expect(await membersSee('morning-barre')).toEqual(['barre001', 'stretch1', 'cardio01']);
    const unknown = await s.call(
      'owner',
      'PUT',
      paths.playlist('morning-barre'),
      write({ items: ['nope0000'] }),
    );
    expect(unknown.json().message).toContain(studioCollectionMessages.unknownClass);
    const module = await s.call('owner', 'GET', paths.playlist('bb-week1'));
    expect([module.statusCode, module.json().message]).toEqual([
      404,
      studioCollectionMessages.playlistNotFound,
    ]);
  });
});

describe('deleting a playlist', () => {
  it('refuses while members find it elsewhere, naming every place', async () => {
    const res = await s.call('owner', 'DELETE', paths.playlist('beginners'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      studioCollectionMessages.inUse([
        'the collection “Start Here”',
        'the section “Barre”',
        'the section “Sorted”',
        'the home page row “Beginners”',
      ]),
    );
    expect(await membersSee('beginners')).toEqual(['cardio01', 'barre001']);
  });

  it('deletes one shown nowhere else, audited; members no longer find it', async () => {
    const res = await s.call('owner', 'DELETE', paths.playlist('morning-barre'));
    expect(res.statusCode, res.body).toBe(204);
    expect(await membersSee('morning-barre')).toBe(404);
    expect((await s.auditOf('playlist:morning-barre')).at(-1)?.action).toBe('playlist.delete');
    expect((await s.call('owner', 'DELETE', paths.playlist('morning-barre'))).statusCode).toBe(404);
  });
});

describe('who may edit playlists', () => {
  it('lets the owner alone through: instructors and contributors 403, a member 404, a visitor 401', async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith(paths.playlists));
    expect(routes.length).toBe(5);
    for (const route of routes)
      expect(STAFF_ROLES.filter((role) => staffMay(role, route.studio!))).toEqual(['owner']);
    for (const [method, url, body] of [
      ['GET', paths.playlists, undefined],
      ['POST', paths.playlists, { title: 'Sneaky' }],
      ['GET', paths.playlist('beginners'), undefined],
      ['PUT', paths.playlist('beginners'), write()],
      ['DELETE', paths.playlist('sampler'), undefined],
    ] as const) {
      for (const role of ['instructor', 'contributor'] as const)
        expect((await s.call(role, method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
      const member = await s.call('member', method, url, body);
      expect([member.statusCode, member.json().message]).toEqual([404, STUDIO_NOT_FOUND]);
      expect((await s.call('visitor', method, url, body)).statusCode).toBe(401);
    }
    expect(await membersSee('beginners')).toEqual(['cardio01', 'barre001']);
  });
});
