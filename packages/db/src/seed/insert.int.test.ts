import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { schema } from '../index';
import { createTestDatabase } from '../testing';
import { insertDemoCatalog } from './insert';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase('seed');
});
afterAll(() => database.close());

const now = new Date('2026-03-10T09:30:00Z');

describe('insertDemoCatalog', () => {
  it('writes every generated row into an empty catalogue', async () => {
    const outcome = await insertDemoCatalog(database.db, { now });
    if (!outcome.inserted) throw new Error('not inserted');
    const { catalog } = outcome;
    const counts = {
      videoAssets: await database.db.$count(schema.videoAsset),
      media: await database.db.$count(schema.mediaItem),
      classes: await database.db.$count(
        schema.mediaItem,
        sql`${schema.mediaItem.contentType} = 'video' and ${schema.mediaItem.eventState} is null`,
      ),
      playlistItems: await database.db.$count(schema.playlistItem),
      programs: await database.db.$count(schema.program),
      sections: await database.db.$count(schema.section),
      homeShelves: await database.db.$count(schema.homeShelf),
      dailyClasses: await database.db.$count(schema.dailyClass),
      resources: await database.db.$count(schema.programResource),
      magazines: await database.db.$count(schema.magazine),
    };
    expect(counts).toEqual({
      // 20 clips and each clip's Side angle (decision 063).
      videoAssets: 40,
      media: catalog.media.length,
      classes: 5_000,
      playlistItems: catalog.playlistItems.length,
      programs: catalog.programs.length,
      sections: catalog.sections.length,
      homeShelves: catalog.homeShelves.length,
      dailyClasses: 373,
      resources: catalog.programResources.length,
      magazines: 2,
    });
    expect(outcome.rows).toBeGreaterThan(9_000);
    // What search hits say "Added on": the generated dates, not the day of the seeding (issue 32, item 13).
    for (const table of [schema.playlist, schema.collection, schema.program]) {
      const [added] = await database.db
        .select({
          days: sql<number>`count(distinct date_trunc('day', ${table.createdAt}))::int`,
          latest: sql<Date>`max(${table.createdAt})`,
        })
        .from(table);
      expect(added?.days).toBeGreaterThan(5);
      expect(new Date(added?.latest as Date).getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('keeps arrays, dates, defaults and nulls as generated', async () => {
    const [page] = await database.db
      .select()
      .from(schema.mediaItem)
      .where(sql`${schema.mediaItem.contentType} = 'page'`)
      .limit(1);
    expect(page?.body).toMatch(/^# /);
    expect(page?.durationSeconds).toBe(0);
    expect(page?.cardTags).toEqual([]);
    const [live] = await database.db
      .select()
      .from(schema.mediaItem)
      .where(sql`${schema.mediaItem.eventState} = 'live-published'`);
    expect(live?.scheduledStart?.getTime()).toBe(now.getTime() - 10 * 60_000);
    const [shelf] = await database.db
      .select()
      .from(schema.homeShelf)
      .where(sql`${schema.homeShelf.position} = 0`);
    expect(shelf).toMatchObject({ type: 'featured', itemId: null });
    const [day] = await database.db
      .select()
      .from(schema.dailyClass)
      .where(sql`${schema.dailyClass.day} = '2026-03-10'`);
    expect(day?.mediaId).toMatch(/^[A-Za-z0-9]{8}$/);
    const [anyClass] = await database.db
      .select()
      .from(schema.mediaItem)
      .where(
        sql`${schema.mediaItem.contentType} = 'video' and ${schema.mediaItem.tags} @> array['ballet-barre']::text[]`,
      )
      .limit(1);
    expect(anyClass?.tags).toHaveLength(3);
    expect(anyClass?.tags[0]).toBe('ballet-barre');
    expect(anyClass?.publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('leaves a catalogue that already has media alone', async () => {
    const before = await database.db.$count(schema.mediaItem);
    const outcome = await insertDemoCatalog(database.db, { now, seed: 99 });
    expect(outcome).toEqual({ inserted: false, reason: 'catalogue-not-empty' });
    expect(await database.db.$count(schema.mediaItem)).toBe(before);
  });
});
