import { localDateTimeOf, studioClassPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { buildLoggingApp, type TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from './testing/catalog-test-app';

/*
 * A class scheduled in the studio's time zone (decision 038) stays out of every member's view (its
 * page, tag playlists, search) until its time, then appears by itself on every server process: each
 * snapshot left it out and arranged its own rebuild for that moment; nothing calls to rebuild.
 */
let t: TestApp;
let other: App;
let owner: SignedIn;
const lines: string[] = [];
const STUDIO_ZONE = 'America/New_York';
beforeAll(async () => {
  t = await createCatalogTestApp();
  other = await buildLoggingApp(t, t.database, lines);
  owner = await registerUser(t.app, 'owner.schedule@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  await t.database.db.insert(schema.liveSchedule).values({ id: 1, timeZone: STUDIO_ZONE });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const headers = () => ({ cookie: owner.cookie, origin: 'http://localhost:3000' });
const pageOn = async (app: App, id: string) => (await app.inject({ url: `/api/v2/media/${id}` })).statusCode;
const inBarrePlaylist = async (app: App, id: string) =>
  (await app.inject({ url: '/api/v2/playlists/barre-tags' }))
    .json()
    .playlist.some((item: { mediaid: string }) => item.mediaid === id);
const found = async (id: string) =>
  (await t.app.inject({ url: '/api/search?q=sissonne+soubresaut&sources=videos' }))
    .json()
    .results[0].hits.some((hit: { id: string }) => hit.id === id);

describe('a class scheduled for later', () => {
  it('is entered in the studio zone, stored in UTC, and appears on every process by itself at its time', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: studioClassPaths.list,
      headers: headers(),
      payload: { title: 'Sissonne Soubresaut', style: 'barre', access: 'free' },
    });
    const id = made.json().class.id as string;
    // Whole seconds, a few ahead: written as the studio's clocks read them (New York, not UTC).
    const at = new Date(Math.ceil((Date.now() + 4_000) / 1_000) * 1_000);
    const seconds = String(at.getUTCSeconds()).padStart(2, '0');
    const publishAt = `${localDateTimeOf(at, STUDIO_ZONE)}:${seconds}`;
    expect(publishAt.slice(0, 16)).not.toBe(at.toISOString().slice(0, 16));

    const res = await t.app.inject({
      method: 'POST',
      url: studioClassPaths.publish(id),
      headers: headers(),
      payload: { publishAt },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      class: { state: 'scheduled', publishAt: at.toISOString() },
      timeZone: STUDIO_ZONE,
    });

    // Before its time: no page, no place in its playlists, not found, not freely playable.
    await expect.poll(() => pageOn(other, id), { timeout: 3_000 }).toBe(404);
    expect(Date.now()).toBeLessThan(at.getTime());
    for (const app of [t.app, other]) {
      expect(await pageOn(app, id)).toBe(404);
      expect(await inBarrePlaylist(app, id)).toBe(false);
      expect(app.catalog.isFreelyPlayable(id)).toBe(false);
    }
    expect(await found(id)).toBe(false);

    for (const app of [t.app, other]) {
      await expect.poll(() => pageOn(app, id), { timeout: 15_000, interval: 100 }).toBe(200);
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      expect(await inBarrePlaylist(app, id)).toBe(true);
      expect(app.catalog.isFreelyPlayable(id)).toBe(true);
    }
    expect(await found(id)).toBe(true);
    expect(lines.filter((line) => line.includes('could not be rebuilt'))).toEqual([]);
  });
});
