import { createTestDatabase } from '@releve/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { insertCatalogFixture } from './testing/catalog-fixture';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clock = Date.parse('2099-01-01T17:59:00Z');
let catalog: CatalogService;
beforeAll(async () => {
  database = await createTestDatabase('catalog-service');
  await insertCatalogFixture(database.db, '2099-01-01');
  catalog = new CatalogService(new CatalogRepository(database.db), () => clock);
  await catalog.load();
});
afterAll(() => database.close());

const statusOfLive = () =>
  JSON.parse(catalog.answers().mediaJson('live0001')!.body.toString('utf8')).playlist[0].mediaStatus;

describe('CatalogService', () => {
  it('turns a scheduled class LIVE when its start passes, and drops the answers cached before', () => {
    expect(catalog.getMedia('live0001')?.mediaStatus).toBe('SCHEDULED');
    expect(statusOfLive()).toBe('SCHEDULED');
    clock = Date.parse('2099-01-01T18:00:01Z');
    expect(catalog.getMedia('live0001')?.mediaStatus).toBe('LIVE');
    expect(statusOfLive()).toBe('LIVE');
    clock = Date.parse('2099-01-01T19:00:01Z');
    expect(statusOfLive()).toBe('SCHEDULED');
  });

  it('answers the lookups other modules use (SEO, sitemap)', () => {
    expect(catalog.allMedia().map((item) => item.mediaid)).toContain('barre001');
    expect(catalog.allMedia()).toHaveLength(12);
    expect(catalog.allPlaylistIds().sort()).toEqual(
      ['barre-tags', 'bb-week1', 'bb-week2', 'beginners', 'everything', 'sampler'].sort(),
    );
    expect(catalog.getCollection('col-start')?.name).toBe('Start Here');
    expect(catalog.getCollection('nope')).toBeUndefined();
    expect(catalog.getSection('sec-barre')?.name).toBe('Barre');
    // Program sections are reached through their program, not as pages of their own.
    expect(catalog.getSection('sec-bb-1')).toBeUndefined();
    expect(catalog.getCourse('gentle-return')?.name).toBe('Gentle Return');
    expect(catalog.getCourse('nope')).toBeUndefined();
    expect(catalog.getSeries('fnd')?.episode_count).toBe(4);
    expect(catalog.getPlaylistPage('everything', { page_limit: 2, page_offset: 1 })?.links.next).toBe(
      '/api/v2/playlists/everything?page_offset=3&page_limit=2',
    );
    expect(catalog.getPlaylistPage('nope', { page_limit: 2, page_offset: 1 })).toBeUndefined();
    expect(catalog.getInitialData().programs.at(-1)?.type).toBe('draft');
  });

  it('reads the media a page at a time, every one once, whatever the page size', async () => {
    const all = await new CatalogRepository(database.db).loadAll();
    for (const pageRows of [1, 5, 12]) {
      const paged = await new CatalogRepository(database.db, pageRows).loadAll();
      expect(paged.media).toEqual(all.media);
    }
    expect(all.media.map((row) => row.id)).toEqual(
      catalog
        .allMedia()
        .map((item) => item.mediaid)
        .sort(),
    );
  });

  it('keeps the previous snapshot when a rebuild fails', async () => {
    const broken = new CatalogService(new CatalogRepository(database.db), () => clock);
    await broken.load();
    const failing = broken as unknown as { repository: { loadAll(): Promise<never> } };
    failing.repository = { loadAll: () => Promise.reject(new Error('database down')) };
    await expect(broken.invalidate()).rejects.toThrow('database down');
    expect(broken.getMedia('barre001')?.title).toBe('Barre Basics: Pliés & Tendus');
  });
});
