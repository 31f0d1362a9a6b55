import { type Database, schema } from '@releve/db';
import { createTestDatabase } from '@releve/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildLoggingApp, createTestApp, type TestApp } from '../../testing/test-app';
import { insertCatalogFixture } from './testing/catalog-fixture';

/** Issue 32, item 12: a name the catalogue does not hold is dropped by the pages, so the loader says so. */
const lines: string[] = [];
let t: TestApp;
let database: Database;
let app: App;
beforeAll(async () => {
  t = await createTestApp();
  database = await createTestDatabase('catalog-references');
  await insertCatalogFixture(database.db, '2099-01-01');
  // A promoted group naming a collection that no listed section holds, and a shelf naming a gone playlist.
  await database.db.insert(schema.collection).values({ id: 'col-hidden', name: 'Hidden Favourites' });
  await database.db
    .insert(schema.promotedGroupCollection)
    .values({ groupId: 'grp-holiday', position: 1, collectionId: 'col-hidden' });
  await database.db
    .insert(schema.homeShelf)
    .values({ name: 'Gone', type: 'playlist', itemId: 'no-such', position: 99 });
  app = await buildLoggingApp(t, database, lines);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await t.close();
});

const warnings = () =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; problem?: string })
    .filter((line) => line.level === 40);

describe('the catalogue loader', () => {
  it('warns in the log of each name the catalogue does not hold, at load and at every rebuild', async () => {
    expect(warnings().map((line) => line.msg)).toEqual([
      'The catalogue home shelf "Gone" names playlist no-such, which does not exist',
      'The catalogue promoted group "Holidays" names collection col-hidden, which no listed section holds: the Classes page leaves it out',
    ]);
    await database.db
      .insert(schema.sectionCollection)
      .values({ sectionId: 'sec-sorted', position: 0, collectionId: 'col-hidden' });
    // The write is heard and rebuilds (decision 036); once that has settled, one rebuild more.
    await app.catalog.invalidate();
    const before = warnings().length;
    await app.catalog.invalidate();
    // Each rebuild since (on PostgreSQL the write's own notice may come a moment later) names the one
    // problem left.
    const since = warnings()
      .slice(before)
      .map((line) => line.problem);
    expect(since.length).toBeGreaterThanOrEqual(1);
    expect(new Set(since)).toEqual(
      new Set(['home shelf "Gone" names playlist no-such, which does not exist']),
    );
  });

  it('says nothing of a catalogue that names only what it has', async () => {
    const whole = await createTestApp();
    try {
      // The test app's own catalogue is empty; the fixture names only what it has.
      await insertCatalogFixture(whole.database.db, '2099-01-01');
      const quiet: string[] = [];
      const logged = await buildLoggingApp(whole, whole.database, quiet);
      await logged.close();
      expect(quiet.filter((line) => line.includes('"level":40') && line.includes('The catalogue'))).toEqual(
        [],
      );
    } finally {
      await whole.close();
    }
  });
});
