import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from './testing/catalog-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

it('knows the items everyone may play: free and sampler playlist items and unlocked lessons', () => {
  const catalog = t.app.catalog;
  // cardio01 and barre001 are in the free playlist, stretch1 in the sampler; barre001 is also an
  // unlocked lesson of bb-week1.
  expect(['cardio01', 'barre001', 'stretch1'].filter((id) => catalog.isFreelyPlayable(id))).toEqual([
    'cardio01',
    'barre001',
    'stretch1',
  ]);
  // barre002 is a locked lesson; pointe01 and barre002 are only in tag playlists.
  expect(catalog.isFreelyPlayable('barre002')).toBe(false);
  expect(catalog.isFreelyPlayable('pointe01')).toBe(false);
  expect(catalog.isFreelyPlayable('nosuch01')).toBe(false);
});

it('says so on each item the routes answer, so a page mirrors the rule with nothing more to fetch', async () => {
  const freelyPlayable = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      (response.json() as { playlist: { mediaid: string; freelyPlayable: boolean }[] }).playlist.map(
        (item) => [item.mediaid, item.freelyPlayable],
      ),
    );
  };
  expect(await freelyPlayable('/api/v2/media/stretch1')).toEqual({ stretch1: true });
  expect(await freelyPlayable('/api/v2/media/barre002')).toEqual({ barre002: false });
  // In a playlist page, each item by the same rule, whichever playlist it is read from.
  const page = await freelyPlayable('/api/v2/playlists/bb-week1?page_limit=50');
  expect(page.barre001).toBe(true);
  expect(Object.entries(page).every(([id, free]) => free === t.app.catalog.isFreelyPlayable(id))).toBe(true);
});

it('follows catalogue changes after invalidation', async () => {
  const { db } = t.database;
  await db
    .update(schema.playlistItem)
    .set({ unlocked: true })
    .where(eq(schema.playlistItem.playlistId, 'bb-week2'));
  await db.update(schema.playlist).set({ freeTier: null }).where(eq(schema.playlist.id, 'sampler'));
  await t.app.catalog.invalidate();
  expect(t.app.catalog.isFreelyPlayable('barre002')).toBe(true);
  expect(t.app.catalog.isFreelyPlayable('stretch1')).toBe(false);
});
