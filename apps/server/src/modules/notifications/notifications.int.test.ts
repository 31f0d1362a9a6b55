import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { NotificationsRepository } from './notifications.repository';

let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
let bensFirst: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await registerUser(t.app, 'ana.notes@example.test');
  ben = await registerUser(t.app, 'ben.notes@example.test');
  const repository = new NotificationsRepository(t.database.db);
  for (let i = 0; i < 12; i++) {
    await repository.add({
      userId: ana.userId,
      type: i === 0 ? 'recording-available' : 'message',
      message: `Note ${i}`,
      classUrl: i === 0 ? '/m/abc' : null,
      createdAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
    });
  }
  await repository.add({ userId: ben.userId, type: 'message', message: 'For Ben' });
  const list = await t.app.inject({ url: '/api/user-notifications', headers: { cookie: ben.cookie } });
  bensFirst = list.json().notifications[0].id;
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookie });

describe('notifications', () => {
  it('pages the feed newest first with the unread count', async () => {
    const first = await t.app.inject({
      url: '/api/user-notifications?page=1&limit=5',
      headers: as(ana.cookie),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().unreadCount).toBe(12);
    expect(first.json().notifications.map((n: { message: string }) => n.message)).toEqual([
      'Note 11',
      'Note 10',
      'Note 9',
      'Note 8',
      'Note 7',
    ]);
    const last = await t.app.inject({
      url: '/api/user-notifications?page=3&limit=5',
      headers: as(ana.cookie),
    });
    expect(last.json().notifications).toHaveLength(2);
    expect(last.json().notifications[1]).toMatchObject({ type: 'recording-available', classUrl: '/m/abc' });
  });

  it('defaults to page 1 of 50 and refuses a bad page', async () => {
    const all = await t.app.inject({ url: '/api/user-notifications', headers: as(ana.cookie) });
    expect(all.json().notifications).toHaveLength(12);
    const bad = await t.app.inject({ url: '/api/user-notifications?page=0', headers: as(ana.cookie) });
    expect(bad.statusCode).toBe(400);
  });

  it('marks one read and answers the new count; another member cannot touch it', async () => {
    const list = await t.app.inject({ url: '/api/user-notifications', headers: as(ana.cookie) });
    const id = list.json().notifications[0].id;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/user-notifications/${id}/read`,
      headers: as(ana.cookie),
    });
    expect(read.json()).toEqual({ unreadCount: 11 });
    const others = await t.app.inject({
      method: 'POST',
      url: `/api/user-notifications/${id}/read`,
      headers: as(ben.cookie),
    });
    expect(others.statusCode).toBe(404);
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/user-notifications/${bensFirst}/read`,
      headers: as(ana.cookie),
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('marks all read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-notifications/read-all',
      headers: as(ana.cookie),
    });
    expect(res.json()).toEqual({ unreadCount: 0 });
    const ben1 = await t.app.inject({ url: '/api/user-notifications', headers: as(ben.cookie) });
    expect(ben1.json().unreadCount).toBe(1);
  });
});
