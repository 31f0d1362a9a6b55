import { type StudioClass, studioClassMessages, studioClassPaths, studioRefusal } from '@releve/contracts';
import { schema } from '@releve/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from './testing/catalog-test-app';

/*
 * The console's Classes routes (issue 33, decision 038): the editor's fields kept in the catalogue's
 * media model, a message per bad field with nothing saved, publishing (contributors may not), the
 * access tiers, deleting drafts, the bulk edit and the list. Scheduling has its own file.
 */
let t: TestApp;
const who: Record<'owner' | 'contributor' | 'member', SignedIn> = {} as never;
beforeAll(async () => {
  t = await createCatalogTestApp();
  for (const role of ['owner', 'contributor', 'member'] as const) {
    who[role] = await registerUser(t.app, `${role}.classes@example.test`);
    if (role !== 'member')
      await t.database.db
        .update(schema.user)
        .set({ staffRole: role })
        .where(eq(schema.user.id, who[role].userId));
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const studio = (as: SignedIn, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: as.cookie, origin: 'http://localhost:3000' },
    ...(payload ? { payload } : {}),
  });
const create = async (payload: object) => {
  const res = await studio(who.owner, 'POST', studioClassPaths.list, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().class as StudioClass;
};
const read = async (id: string) =>
  (await studio(who.owner, 'GET', studioClassPaths.one(id))).json().class as StudioClass;
const memberSees = async (id: string) => (await t.app.inject({ url: `/api/v2/media/${id}` })).statusCode;
const row = async (id: string) =>
  (await t.database.db.select().from(schema.mediaItem).where(eq(schema.mediaItem.id, id)))[0];
/** A class's audit entries, oldest first. */
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.target, `class:${id}`))
    .orderBy(asc(schema.auditLog.id));
const playlistsOf = async (id: string) =>
  (await t.database.db.select().from(schema.playlistItem).where(eq(schema.playlistItem.mediaId, id)))
    .map((item) => item.playlistId)
    .sort();

const everyField = {
  title: 'Adagio Zephyr',
  description: 'Slow, sustained centre work.',
  instructor: 'Maria Lopez',
  level: 'intermediate',
  style: 'barre',
  genre: 'Ballet',
  tags: ['turnout'],
  access: 'members',
  contentType: 'video',
  trailerId: 'pointe01',
} as const;

describe('the class editor', () => {
  it('makes a draft with every field, keeps them in the media model, and keeps it from members', async () => {
    const made = await create(everyField);
    expect(made).toMatchObject({
      ...everyField,
      tags: ['turnout'],
      state: 'draft',
      publishAt: null,
      video: null,
      durationSeconds: 0,
    });
    expect(made.id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await row(made.id)).toMatchObject({
      state: 'draft',
      tags: ['barre', 'intermediate', 'Maria Lopez', 'turnout'],
      cardTags: ['Intermediate'],
      genre: 'Ballet',
      productIds: 'sandbox:on-demand',
      trailerId: 'pointe01',
    });
    expect(await memberSees(made.id)).toBe(404);
    const [entry] = await auditOf(made.id);
    expect(entry).toMatchObject({ actorId: who.owner.userId, action: 'class.create', before: null });
    expect(entry?.after).toMatchObject({ title: 'Adagio Zephyr', state: 'draft' });
  });

  it('reads a class made elsewhere: level, style and instructor from its tags, its video from packaging', async () => {
    expect(await read('barre001')).toMatchObject({
      level: 'beginner',
      style: 'barre',
      instructor: null,
      tags: [],
      access: 'free',
      state: 'published',
      video: { id: 'asset001', status: 'ready', width: 1280, height: 720, durationSeconds: 60, error: null },
    });
    expect((await read('stretch1')).access).toBe('sampler');
    expect((await read('barre002')).access).toBe('members');
    expect((await studio(who.owner, 'GET', studioClassPaths.one('nothere1'))).statusCode).toBe(404);
    expect((await studio(who.owner, 'GET', studioClassPaths.one('page0001'))).statusCode).toBe(404);
  });

  it('answers each bad value with a message beside its field, and saves nothing of the change', async () => {
    const made = await create({ title: 'Untouched Class', style: 'stretch' });
    const entries = (await auditOf(made.id)).length;
    const shape = await studio(who.owner, 'PATCH', studioClassPaths.one(made.id), {
      title: ' ',
      level: 'expert',
      style: 'Not A Slug',
      tags: ['fine', 'a,b'],
      trailerId: 'zz',
      access: 'everyone',
    });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().fields).sort()).toEqual(
      ['access', 'level', 'style', 'tags.1', 'title', 'trailerId'].sort(),
    );
    expect(shape.json().fields.title).toBe('A class needs a title');

    // Checks against the catalogue, after a valid change of the title and access in the same call.
    const known = await studio(who.owner, 'PATCH', studioClassPaths.one(made.id), {
      title: 'Renamed Halfway',
      access: 'free',
      style: 'jazz',
      tags: ['beginner'],
      trailerId: 'nope0000',
    });
    expect(known.statusCode).toBe(400);
    expect(known.json().fields).toEqual({
      style: "is not one of the studio's styles (each style has its own tag playlist)",
      'tags.0': 'is a level: choose it in the Level field',
      trailerId: studioClassMessages.trailerMissing,
    });
    const self = await studio(who.owner, 'PATCH', studioClassPaths.one(made.id), { trailerId: made.id });
    expect(self.json().fields).toEqual({ trailerId: studioClassMessages.trailerSelf });

    expect(await read(made.id)).toMatchObject({
      title: 'Untouched Class',
      access: 'members',
      style: 'stretch',
    });
    expect(await playlistsOf(made.id)).toEqual([]);
    expect((await auditOf(made.id)).length).toBe(entries);
  });

  it('changes only the fields given, and writes what was before and after', async () => {
    const made = await create(everyField);
    const res = await studio(who.contributor, 'PATCH', studioClassPaths.one(made.id), {
      level: null,
      instructor: 'Ines',
      tags: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().class).toMatchObject({
      title: 'Adagio Zephyr',
      level: null,
      instructor: 'Ines',
      style: 'barre',
    });
    expect((await row(made.id))?.tags).toEqual(['barre', 'teacher:Ines']);
    const update = (await auditOf(made.id)).find((entry) => entry.action === 'class.update');
    expect(update).toMatchObject({
      actorId: who.contributor.userId,
      before: { level: 'intermediate', instructor: 'Maria Lopez', tags: ['turnout'] },
      after: { level: null, instructor: 'Ines', tags: [] },
    });
  });

  it('moves a class between the free library, the sampler and members only', async () => {
    const made = await create({ title: 'Tiered Class' });
    const free = await studio(who.owner, 'PATCH', studioClassPaths.one(made.id), { access: 'free' });
    expect(free.json().class.access).toBe('free');
    expect(await playlistsOf(made.id)).toEqual(['beginners']);
    const [item] = await t.database.db
      .select()
      .from(schema.playlistItem)
      .where(and(eq(schema.playlistItem.mediaId, made.id), eq(schema.playlistItem.playlistId, 'beginners')));
    expect(item?.position).toBe(2);
    expect((await row(made.id))?.productIds).toBeNull();

    await studio(who.owner, 'PATCH', studioClassPaths.one(made.id), { access: 'sampler' });
    expect(await playlistsOf(made.id)).toEqual(['sampler']);
    expect((await row(made.id))?.productIds).toBe('sandbox:on-demand');

    await studio(who.owner, 'PATCH', studioClassPaths.one(made.id), { access: 'members' });
    expect(await playlistsOf(made.id)).toEqual([]);
    expect((await read(made.id)).access).toBe('members');
  });
});

describe('publishing', () => {
  it('publishes now: members see its page and find it in search at once', async () => {
    const made = await create({ ...everyField, title: 'Published Quasar Adagio', access: 'free' });
    const res = await studio(who.owner, 'POST', studioClassPaths.publish(made.id), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().class.state).toBe('published');
    expect(Date.parse(res.json().class.publishAt)).toBeLessThanOrEqual(Date.now());
    expect(await memberSees(made.id)).toBe(200);
    expect(t.app.catalog.isFreelyPlayable(made.id)).toBe(true);
    const search = await t.app.inject({ url: '/api/search?q=quasar+adagio&sources=videos' });
    expect(search.json().results[0].hits.map((hit: { id: string }) => hit.id)).toEqual([made.id]);
    expect((await auditOf(made.id)).map((entry) => entry.action)).toContain('class.publish');
  });

  it('lets a contributor edit but not publish, schedule or unpublish', async () => {
    const made = await create({ title: 'Contributor Draft' });
    const refused = studioRefusal('classes.publish');
    for (const [url, payload] of [
      [studioClassPaths.publish(made.id), {}],
      [studioClassPaths.publish(made.id), { publishAt: '2099-01-01T09:00' }],
      [studioClassPaths.unpublish(made.id), undefined],
    ] as const) {
      const res = await studio(who.contributor, 'POST', url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(refused);
    }
    const bulk = await studio(who.contributor, 'POST', studioClassPaths.bulk, {
      ids: [made.id],
      publishAt: '2099-01-01T09:00',
    });
    expect(bulk.statusCode).toBe(403);
    expect((await read(made.id)).state).toBe('draft');
  });

  it('refuses a publication time that has passed, beside the field', async () => {
    const made = await create({ title: 'Late Class' });
    const res = await studio(who.owner, 'POST', studioClassPaths.publish(made.id), {
      publishAt: '2020-01-01T09:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ publishAt: studioClassMessages.publishAtPast });
    const bad = await studio(who.owner, 'POST', studioClassPaths.publish(made.id), { publishAt: 'tomorrow' });
    expect(Object.keys(bad.json().fields)).toEqual(['publishAt']);
    expect((await read(made.id)).state).toBe('draft');
  });

  it('unpublishes back to a draft, and deletes only drafts, with their places in playlists', async () => {
    const made = await create({ title: 'Short-lived Class', access: 'free' });
    await studio(who.owner, 'POST', studioClassPaths.publish(made.id), {});
    await t.database.db
      .update(schema.mediaItem)
      .set({ trailerId: made.id })
      .where(eq(schema.mediaItem.id, 'barre002'));

    const refused = await studio(who.owner, 'DELETE', studioClassPaths.one(made.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(studioClassMessages.deletePublished);

    const back = await studio(who.owner, 'POST', studioClassPaths.unpublish(made.id));
    expect(back.json().class).toMatchObject({ state: 'draft', publishAt: null });
    expect(await memberSees(made.id)).toBe(404);

    expect((await studio(who.contributor, 'DELETE', studioClassPaths.one(made.id))).statusCode).toBe(204);
    expect(await row(made.id)).toBeUndefined();
    expect(await playlistsOf(made.id)).toEqual([]);
    expect((await row('barre002'))?.trailerId).toBeNull();
    expect((await auditOf(made.id)).at(-1)).toMatchObject({ action: 'class.delete', after: null });
    expect((await studio(who.owner, 'DELETE', studioClassPaths.one(made.id))).statusCode).toBe(404);
  });
});

describe('the bulk edit', () => {
  it('changes level, instructor, tags, access and the publication date of every selected class', async () => {
    const first = await create({ title: 'Bulk One', tags: ['turnout', 'floor'], style: 'barre' });
    const second = await create({ title: 'Bulk Two', level: 'beginner' });
    const res = await studio(who.owner, 'POST', studioClassPaths.bulk, {
      ids: [first.id, second.id],
      level: 'advanced',
      instructor: 'Nina Petrova',
      addTags: ['jumps'],
      removeTags: ['turnout'],
      access: 'sampler',
      publishAt: '2099-03-01T09:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const [id, tags, style] of [
      [first.id, ['floor', 'jumps'], 'barre'],
      [second.id, ['jumps'], null],
    ] as const) {
      expect(await read(id)).toMatchObject({
        level: 'advanced',
        instructor: 'Nina Petrova',
        tags,
        style,
        access: 'sampler',
        state: 'scheduled',
        publishAt: '2099-03-01T09:30:00.000Z',
      });
    }
    expect((await auditOf(first.id)).at(-1)).toMatchObject({ action: 'class.bulk-edit' });
  });

  it('changes none when one selected class is gone or one value is bad', async () => {
    const kept = await create({ title: 'Bulk Kept', level: 'beginner' });
    const gone = await studio(who.owner, 'POST', studioClassPaths.bulk, {
      ids: [kept.id, 'missing1'],
      level: 'advanced',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(studioClassMessages.bulkMissing);
    const bad = await studio(who.owner, 'POST', studioClassPaths.bulk, {
      ids: [kept.id],
      addTags: ['fine', 'advanced'],
    });
    expect(bad.json().fields).toEqual({ 'addTags.1': 'is a level: choose it in the Level field' });
    const none = await studio(who.owner, 'POST', studioClassPaths.bulk, { ids: [] });
    expect(none.json().fields).toEqual({ ids: 'Select at least one class' });
    expect((await read(kept.id)).level).toBe('beginner');
  });
});

describe('the classes list', () => {
  const list = async (query: string) => {
    const res = await studio(who.owner, 'GET', `${studioClassPaths.list}?q=quokka&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { classes: StudioClass[]; total: number; page: number; pageSize: number };
  };
  const titles = (page: { classes: { title: string }[] }) => page.classes.map((item) => item.title);

  beforeAll(async () => {
    const made = [];
    for (const [title, level, instructor, style] of [
      ['Quokka Allegro', 'beginner', 'Maria Lopez', 'barre'],
      ['Quokka Balances', 'advanced', 'Nina Petrova', 'stretch'],
      ['Quokka Cambré', 'beginner', 'Nina Petrova', 'barre'],
      ['Quokka Développé', 'intermediate', 'Ines', 'pointe'],
      ['Quokka Entrechat', 'beginner', null, null],
    ] as const) {
      made.push(await create({ title, level, instructor, style }));
    }
    await studio(who.owner, 'POST', studioClassPaths.publish(made[0]?.id as string), {});
    await studio(who.owner, 'POST', studioClassPaths.publish(made[1]?.id as string), {});
    await studio(who.owner, 'POST', studioClassPaths.publish(made[2]?.id as string), {
      publishAt: '2099-05-01T10:00',
    });
  });

  it('finds by words of the title, and by filters of state, level, style and instructor', async () => {
    expect((await list('')).total).toBe(5);
    expect(titles(await list('state=draft&sort=title'))).toEqual(['Quokka Développé', 'Quokka Entrechat']);
    expect(titles(await list('state=scheduled'))).toEqual(['Quokka Cambré']);
    expect(titles(await list('state=published&sort=title'))).toEqual(['Quokka Allegro', 'Quokka Balances']);
    expect(titles(await list('level=beginner&sort=title'))).toEqual([
      'Quokka Allegro',
      'Quokka Cambré',
      'Quokka Entrechat',
    ]);
    expect(titles(await list('style=barre&level=beginner&sort=title'))).toEqual([
      'Quokka Allegro',
      'Quokka Cambré',
    ]);
    expect(titles(await list('instructor=Nina%20Petrova&sort=title'))).toEqual([
      'Quokka Balances',
      'Quokka Cambré',
    ]);
    expect(titles(await list('instructor=Ines'))).toEqual(['Quokka Développé']);
    const one = await studio(who.owner, 'GET', `${studioClassPaths.list}?q=cambre`);
    expect(titles(one.json())).toEqual(['Quokka Cambré']);
  });

  it('sorts by title, publication or last change, either way, a page at a time', async () => {
    expect(titles(await list('sort=title&order=desc&pageSize=2'))).toEqual([
      'Quokka Entrechat',
      'Quokka Développé',
    ]);
    const second = await list('sort=title&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(titles(second)).toEqual(['Quokka Cambré', 'Quokka Développé']);
    expect(titles(await list('sort=title&pageSize=2&page=3'))).toEqual(['Quokka Entrechat']);
    expect(titles(await list('sort=updated'))[0]).toBe('Quokka Cambré');
    expect(titles(await list('sort=published&state=published'))).toEqual([
      'Quokka Balances',
      'Quokka Allegro',
    ]);
    const bad = await studio(who.owner, 'GET', `${studioClassPaths.list}?sort=views&pageSize=500`);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['pageSize', 'sort']);
  });

  it('offers the studio styles with their names and genres, its instructors and its time zone', async () => {
    const res = await studio(who.contributor, 'GET', studioClassPaths.facets);
    expect(res.statusCode).toBe(200);
    // Most barre classes by now are the tests' own, in Ballet; the fixture's one says Barre. A style
    // is named by the row that lists it alone ("All Barre"), else by its slug in words.
    expect(res.json()).toMatchObject({
      styles: [
        { style: 'barre', name: 'All Barre', genre: 'Ballet' },
        { style: 'cardio', name: 'Cardio', genre: null },
        { style: 'pointe', name: 'Pointe', genre: null },
        { style: 'stretch', name: 'Stretch', genre: null },
      ],
      timeZone: 'UTC',
    });
    expect(res.json().instructors).toEqual(expect.arrayContaining(['Ines', 'Maria Lopez', 'Nina Petrova']));
  });
});
