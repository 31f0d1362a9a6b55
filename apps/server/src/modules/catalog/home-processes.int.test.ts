import { type StudioHomeAnswer, studioHomePaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { buildLoggingApp, type TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from './testing/catalog-test-app';

/*
 * A home page published in the console of one server process reaches members on another process on
 * the same database within a second (decision 044, through decision 036's notice): the second process
 * is never told by the first, it hears the database.
 */
let t: TestApp;
let other: App;
let owner: SignedIn;
const lines: string[] = [];
beforeAll(async () => {
  t = await createCatalogTestApp();
  other = await buildLoggingApp(t, t.database, lines);
  owner = await registerUser(t.app, 'owner.home-processes@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const shelvesOn = async (app: App) =>
  (
    (await app.inject({ url: '/api/initial-data' })).json().homeShelves as { name: string; showTo: string }[]
  ).map((shelf) => `${shelf.name}:${shelf.showTo}`);

describe('a home page published in one process', () => {
  it('shows on the other process within one second', async () => {
    const before = (
      await t.app.inject({ url: studioHomePaths.home, headers: { cookie: owner.cookie } })
    ).json() as StudioHomeAnswer;
    const rows = [
      {
        name: 'Quick classes',
        showTo: 'all-members',
        content: {
          kind: 'rule',
          playlistId: null,
          limit: 5,
          rule: {
            tag: null,
            level: null,
            style: null,
            instructor: null,
            minMinutes: null,
            maxMinutes: 10,
            order: 'newest',
            days: null,
          },
        },
      },
      ...before.rows,
    ];
    const res = await t.app.inject({
      method: 'PUT',
      url: studioHomePaths.home,
      headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
      payload: { rows, featured: before.featured },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Timed from the answer: the change is committed by then (and this process has rebuilt).
    const published = Date.now();
    await expect
      .poll(async () => (await shelvesOn(other))[0], { timeout: 1_000, interval: 20 })
      .toBe('Quick classes:all-members');
    const delay = Date.now() - published;
    expect(delay).toBeLessThan(1_000);
    console.info(`home page heard by the other process after ${delay} ms`);
    expect(await shelvesOn(other)).toEqual(await shelvesOn(t.app));
    expect(lines.filter((line) => line.includes('could not be rebuilt'))).toEqual([]);
  });
});
