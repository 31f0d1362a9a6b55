import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildLoggingApp, createTestApp, type TestApp } from '../../testing/test-app';
import { insertCatalogFixture } from './testing/catalog-fixture';

/*
 * Two server processes on one database each keep a catalogue snapshot (decision 036): a change written
 * by anyone (here straight into the tables, as the studio console or the command line would) reaches
 * both, each hearing the database announce it (migration 0030), with no call to rebuild.
 */
let t: TestApp;
let other: App;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  other = await buildLoggingApp(t, t.database, lines);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const titleOn = async (app: App, mediaId: string) => {
  const res = await app.inject({ url: `/api/v2/media/${mediaId}` });
  return res.statusCode === 200 ? (res.json().playlist?.[0]?.title as string) : res.statusCode;
};

describe('a catalogue change heard by every process', () => {
  it('shows classes added, renamed and removed on both servers without a restart', async () => {
    expect(await titleOn(other, 'barre001')).toBe(404);
    await insertCatalogFixture(t.database.db, new Date().toISOString().slice(0, 10));
    for (const app of [t.app, other]) {
      await expect
        .poll(() => titleOn(app, 'barre001'), { timeout: 5_000, interval: 50 })
        .toBe('Barre Basics: Pliés & Tendus');
    }

    await t.database.db
      .update(schema.mediaItem)
      .set({ title: 'Barre Basics, Renamed' })
      .where(eq(schema.mediaItem.id, 'barre001'));
    for (const app of [t.app, other]) {
      await expect
        .poll(() => titleOn(app, 'barre001'), { timeout: 5_000, interval: 50 })
        .toBe('Barre Basics, Renamed');
    }

    await t.database.db.delete(schema.playlistItem).where(eq(schema.playlistItem.mediaId, 'barre002'));
    await t.database.db.delete(schema.mediaItem).where(eq(schema.mediaItem.id, 'barre002'));
    for (const app of [t.app, other]) {
      await expect.poll(() => titleOn(app, 'barre002'), { timeout: 5_000, interval: 50 }).toBe(404);
    }
    expect(lines.filter((line) => line.includes('could not be rebuilt'))).toEqual([]);
  });

  it('keeps a draft class out of the catalogue and search until it is published', async () => {
    await t.database.db
      .update(schema.mediaItem)
      .set({ state: 'draft', title: 'Unseen Draft Adagio' })
      .where(eq(schema.mediaItem.id, 'barre001'));
    const found = async () => {
      const res = await t.app.inject({ url: '/api/search?q=unseen+draft+adagio&sources=videos' });
      return (res.json().results[0].hits as { id: string }[]).map((hit) => hit.id);
    };
    for (const app of [t.app, other]) {
      await expect.poll(() => titleOn(app, 'barre001'), { timeout: 5_000, interval: 50 }).toBe(404);
    }
    expect(await found()).toEqual([]);

    await t.database.db
      .update(schema.mediaItem)
      .set({ state: 'published' })
      .where(eq(schema.mediaItem.id, 'barre001'));
    for (const app of [t.app, other]) {
      await expect
        .poll(() => titleOn(app, 'barre001'), { timeout: 5_000, interval: 50 })
        .toBe('Unseen Draft Adagio');
    }
    expect(await found()).toEqual(['barre001']);
  });
});
