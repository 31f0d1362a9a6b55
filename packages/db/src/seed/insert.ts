import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as schema from '../schema/catalog';
import { bulkInsert } from './bulk-insert';
import { type DemoCatalog, type DemoCatalogOptions, generateDemoCatalog } from './catalog';

/** Arbitrary constant key: two servers starting on one empty database must not both seed it. */
const SEED_LOCK = 72_451_004;

export type DemoCatalogOutcome =
  | { inserted: false; reason: 'catalogue-not-empty' }
  | { inserted: true; catalog: DemoCatalog; rows: number; milliseconds: number };

/**
 * Writes the demo studio into an empty catalogue, in one transaction and in large multi-row
 * statements. A catalogue that already holds media is left alone: seeding twice is a no-op.
 * The caller stores `catalog.files` (resource PDFs), draws the magazines' pages, and places the
 * poster and video files.
 */
export async function insertDemoCatalog(
  db: Db,
  options: DemoCatalogOptions = {},
): Promise<DemoCatalogOutcome> {
  const started = performance.now();
  let catalog: DemoCatalog | undefined;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: schema.mediaItem.id }).from(schema.mediaItem).limit(1);
    if (existing.length > 0) return undefined;
    catalog = generateDemoCatalog(options);
    const steps: [PgTable, readonly object[]][] = [
      [schema.videoAsset, catalog.videoAssets],
      [schema.mediaItem, catalog.media],
      [schema.series, catalog.series],
      [schema.seriesSeason, catalog.seasons],
      [schema.playlist, catalog.playlists],
      [schema.playlistItem, catalog.playlistItems],
      [schema.collection, catalog.collections],
      [schema.collectionPlaylist, catalog.collectionPlaylists],
      [schema.section, catalog.sections],
      [schema.sectionPlaylist, catalog.sectionPlaylists],
      [schema.sectionCollection, catalog.sectionCollections],
      [schema.program, catalog.programs],
      [schema.programSection, catalog.programSections],
      [schema.programResource, catalog.programResources],
      [schema.promotedGroup, catalog.promotedGroups],
      [schema.promotedGroupCollection, catalog.promotedGroupCollections],
      [schema.featuredContent, catalog.featured],
      [schema.homeShelf, catalog.homeShelves],
      [schema.dailyClass, catalog.dailyClasses],
      [schema.magazine, catalog.magazines.map((issue) => issue.row)],
    ];
    let written = 0;
    for (const [table, tableRows] of steps) {
      await bulkInsert(tx as unknown as Db, table, tableRows);
      written += tableRows.length;
    }
    return written;
  });
  if (rows === undefined || !catalog) return { inserted: false, reason: 'catalogue-not-empty' };
  return { inserted: true, catalog, rows, milliseconds: Math.round(performance.now() - started) };
}
