import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from '../catalog/testing/catalog-test-app';
import { call, registerMember, tick } from './library-testing';

let t: TestApp;
let member: SignedIn;
let otherMember: SignedIn;
let visitorAccount: SignedIn;
beforeAll(async () => {
  t = await createCatalogTestApp();
  member = await registerMember(t, 'mia.favorites@example.test');
  otherMember = await registerMember(t, 'ola.favorites@example.test');
  visitorAccount = await registerUser(t.app, 'nina.favorites@example.test');
});
afterAll(() => t.close());

describe('favorites (bookmarks)', () => {
  it('adds a favorite with the class title, its 640 px poster and duration', async () => {
    const { status, body } = await call(t, member, 'POST', '/api/users/me/bookmarks', {
      mediaId: 'barre001',
      pageUrl: '/m/barre001/barre-basics',
    });
    expect(status).toBe(200);
    expect(body.bookmark).toMatchObject({
      jwId: 'barre001',
      title: 'Barre Basics: Pliés & Tendus',
      videoThumbnail: '/media/posters/pbarre01/640.jpg',
      duration: 1800,
      pageUrl: '/m/barre001/barre-basics',
    });
    expect(Math.abs(body.bookmark.dateAdded - Date.now())).toBeLessThan(60_000);
  });

  it('lists favorites newest first, and favoriting again keeps the first date', async () => {
    await tick();
    await call(t, member, 'POST', `/api/users/${member.userId}/bookmarks`, { mediaId: 'stretch1' });
    await tick();
    const first = (await call(t, member, 'GET', '/api/users/me/bookmarks')).body.bookmarks;
    await call(t, member, 'POST', '/api/users/me/bookmarks', { mediaId: 'barre001', pageUrl: '/m/barre001' });
    const { status, body, res } = await call(t, member, 'GET', '/api/users/me/bookmarks');
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.bookmarks.map((b: { jwId: string }) => b.jwId)).toEqual(['stretch1', 'barre001']);
    expect(body.bookmarks[1].dateAdded).toBe(first[1].dateAdded);
    expect(body.bookmarks[1].pageUrl).toBe('/m/barre001');
    // Without a page URL the class's own address is given.
    expect(body.bookmarks[0].pageUrl).toBe('/m/stretch1/deep-stretch');
  });

  it('removes a favorite with 204, and removing it again is fine', async () => {
    const removed = await call(t, member, 'DELETE', '/api/users/me/bookmarks', { mediaId: 'stretch1' });
    expect(removed.status).toBe(204);
    expect((await call(t, member, 'DELETE', '/api/users/me/bookmarks', { mediaId: 'stretch1' })).status).toBe(
      204,
    );
    const { body } = await call(t, member, 'GET', '/api/users/me/bookmarks');
    expect(body.bookmarks.map((b: { jwId: string }) => b.jwId)).toEqual(['barre001']);
  });

  it('answers 404 "MediaItem not found" for a class the catalogue does not have', async () => {
    const added = await call(t, member, 'POST', '/api/users/me/bookmarks', { mediaId: 'nosuch01' });
    expect(added.status).toBe(404);
    expect(added.body.message).toBe('MediaItem not found');
    expect((await call(t, member, 'DELETE', '/api/users/me/bookmarks', { mediaId: 'nosuch01' })).status).toBe(
      404,
    );
  });

  it('refuses favoriting to signed-in people who are not members (403), but lets them list theirs', async () => {
    const added = await call(t, visitorAccount, 'POST', '/api/users/me/bookmarks', { mediaId: 'barre001' });
    expect(added.status).toBe(403);
    expect(added.body.message).toMatch(/members/);
    const listed = await call(t, visitorAccount, 'GET', '/api/users/me/bookmarks');
    expect(listed.body).toEqual({ bookmarks: [] });
  });

  it('refuses anonymous callers (401) and another member (403)', async () => {
    expect((await call(t, undefined, 'GET', '/api/users/me/bookmarks')).status).toBe(401);
    expect(
      (await call(t, undefined, 'POST', '/api/users/me/bookmarks', { mediaId: 'barre001' })).status,
    ).toBe(401);
    const url = `/api/users/${member.userId}/bookmarks`;
    expect((await call(t, otherMember, 'GET', url)).status).toBe(403);
    expect((await call(t, otherMember, 'POST', url, { mediaId: 'stretch1' })).status).toBe(403);
    expect((await call(t, otherMember, 'DELETE', url, { mediaId: 'barre001' })).status).toBe(403);
  });

  it('answers 400 for a missing media id', async () => {
    const { status, body } = await call(t, member, 'POST', '/api/users/me/bookmarks', { pageUrl: '/x' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/mediaId/);
  });
});

describe('classes taken (watched videos)', () => {
  it('records a class taken and lists them newest first, each time it was taken', async () => {
    const first = await call(t, otherMember, 'POST', '/api/users/me/watched-videos', {
      mediaId: 'barre002',
      programId: null,
    });
    expect(first.status).toBe(200);
    expect(first.body.video).toMatchObject({ jwId: 'barre002', title: 'Barre Burn', duration: 600 });
    await tick();
    await call(t, otherMember, 'POST', '/api/users/me/watched-videos', { mediaId: 'pointe01' });
    await tick();
    await call(t, otherMember, 'POST', '/api/users/me/watched-videos', {
      mediaId: 'barre002',
      programId: 'ballet-basics',
    });
    const { body } = await call(t, otherMember, 'GET', '/api/users/me/watched-videos');
    expect(body.videos.map((v: { jwId: string }) => v.jwId)).toEqual(['barre002', 'pointe01', 'barre002']);
    expect(body.videos[0].dateAdded).toBeGreaterThan(body.videos[2].dateAdded);
  });

  it('answers 404 for an unknown class and refuses other members', async () => {
    const unknown = await call(t, otherMember, 'POST', '/api/users/me/watched-videos', {
      mediaId: 'nosuch01',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('MediaItem not found');
    expect((await call(t, member, 'GET', `/api/users/${otherMember.userId}/watched-videos`)).status).toBe(
      403,
    );
    expect((await call(t, undefined, 'GET', '/api/users/me/watched-videos')).status).toBe(401);
  });

  it('feeds the profile counts: classes taken and favorites', async () => {
    const { body } = await call(t, otherMember, 'GET', '/api/users/me');
    expect(body.user.counts).toEqual({ watchedVideos: 3, bookmarks: 0 });
    const mine = await call(t, member, 'GET', '/api/users/me');
    expect(mine.body.user.counts).toEqual({ watchedVideos: 0, bookmarks: 1 });
  });
});
