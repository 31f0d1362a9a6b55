import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from '../catalog/testing/catalog-test-app';

/*
 * The profile and the favorites are kept in memory per member (decision 017) and forgotten when the
 * database announces a change of that member's rows (migration 0020's triggers). Most writes here go
 * straight to the database, past every service, as another process or the studio's tools would: the
 * answers must show them all the same (on PGlite at the next call; on PostgreSQL the announcement
 * comes moments after the commit, so `eventually` asks again for up to a second).
 */
let t: TestApp;
let mia: SignedIn;
beforeAll(async () => {
  t = await createCatalogTestApp();
  mia = await registerUser(t.app, 'mia.memory@example.test');
  await t.app.membership.grant(mia.userId, { type: 'on-demand', days: 30, source: 'test' });
});

async function call(who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}
afterAll(() => t.close());

const profile = async () => (await call(mia, 'GET', '/api/users/me')).body;
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1_000, interval: 20 });
const favorites = async () =>
  (await call(mia, 'GET', '/api/users/me/bookmarks')).body.bookmarks.map((b: { jwId: string }) => b.jwId);

describe("a member's rows kept in memory", () => {
  it('shows a change of the account, its products and its week plan at the next call', async () => {
    const db = t.database.db;
    expect((await profile()).user.firstName).toBe('');
    expect((await profile()).membership.isLiveMember).toBe(false);

    await db.update(schema.user).set({ firstName: 'Mia' }).where(eq(schema.user.id, mia.userId));
    await eventually(async () => (await profile()).user.firstName).toBe('Mia');

    await db.insert(schema.product).values({
      userId: mia.userId,
      type: 'live',
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
      isRecurring: false,
      source: 'test',
    });
    await eventually(async () => (await profile()).membership.isLiveMember).toBe(true);

    await db.delete(schema.product).where(eq(schema.product.userId, mia.userId));
    await eventually(async () => (await profile()).membership.isMember).toBe(false);

    await db.insert(schema.weekPlan).values({ userId: mia.userId, classesByDay: { mon: ['barre001'] } });
    await eventually(async () => (await profile()).user.myWeekPlan.classesByDay.mon).toEqual(['barre001']);
  });

  it('shows favorites and classes taken added or removed behind its back', async () => {
    const db = t.database.db;
    expect(await favorites()).toEqual([]);
    expect((await profile()).user.counts).toEqual({ watchedVideos: 0, bookmarks: 0 });

    await db.insert(schema.bookmark).values({ userId: mia.userId, mediaId: 'barre001', pageUrl: '' });
    await db.insert(schema.watchedVideo).values({ userId: mia.userId, mediaId: 'barre001' });
    await eventually(favorites).toEqual(['barre001']);
    await eventually(async () => (await profile()).user.counts).toEqual({ watchedVideos: 1, bookmarks: 1 });

    await db.delete(schema.bookmark).where(eq(schema.bookmark.userId, mia.userId));
    await eventually(favorites).toEqual([]);
    await eventually(async () => (await profile()).user.counts.bookmarks).toBe(0);
  });

  it("shows a change made through the API in the member's very next call", async () => {
    await t.app.membership.grant(mia.userId, { type: 'on-demand', days: 30, source: 'test' });
    await eventually(async () => (await profile()).membership.isMember).toBe(true);
    expect((await profile()).user.lastName).toBe('');
    const changed = await call(mia, 'POST', '/api/users/me', { lastName: 'Rossi' });
    expect(changed.status).toBe(200);
    expect(changed.body.user.lastName).toBe('Rossi'); // the answer of the change itself
    expect((await profile()).user.lastName).toBe('Rossi');
    const added = await call(mia, 'POST', '/api/users/me/bookmarks', { mediaId: 'stretch1' });
    expect(added.status).toBe(200);
    expect(await favorites()).toEqual(['stretch1']);
    expect((await profile()).user.counts.bookmarks).toBe(1);
    expect((await call(mia, 'DELETE', '/api/users/me/bookmarks', { mediaId: 'stretch1' })).status).toBe(204);
    expect(await favorites()).toEqual([]);
  });

  it('works out membership at each call: a product that ends ends membership without any write', async () => {
    const db = t.database.db;
    await db.delete(schema.product).where(eq(schema.product.userId, mia.userId));
    await db.insert(schema.product).values({
      userId: mia.userId,
      type: 'on-demand',
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 1_500),
      isRecurring: false,
      source: 'test',
    });
    await eventually(async () => (await profile()).membership.isMember).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await profile()).membership.isMember).toBe(false);
  });
});
