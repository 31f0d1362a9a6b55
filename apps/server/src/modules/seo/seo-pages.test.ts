import type { InitialData, MediaItem } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import type { SeoCatalog } from './seo-catalog';
import { SeoPages } from './seo-pages';

const site = { siteName: 'Studio', publicUrl: 'https://studio.example', description: 'Dance.' };
const emptyData = { programs: [], collections: [], sections: [] } as unknown as InitialData;
/** The magazines: none (these tests are about the catalogue's pages). */
const noMagazines = { magazine: async () => undefined };
const indexHtml = '<!doctype html><html><head><title>Relevé</title></head><body></body></html>';

const classItem = (n: number) =>
  ({
    mediaid: `m${n}`,
    title: `Class ${n}`,
    description: '',
    duration: 60,
    pubdate: 1_767_225_600,
    images: [],
    image: null,
    contentType: 'video',
    seriesId: null,
    link: `/m/m${n}/class-${n}`,
  }) as unknown as MediaItem;

/** A catalogue of `count` classes; `reads` counts lookups, `data` is swapped to mimic a rebuild. */
function fakeCatalog(count: number) {
  const state = { reads: 0, data: emptyData };
  const catalog = {
    getMedia: (id: string) => {
      state.reads++;
      if (id === 'throws404') throw Object.assign(new Error('MediaItem not found'), { statusCode: 404 });
      if (id === 'throws500') throw new Error('database gone');
      return id === 'm1' ? classItem(1) : undefined;
    },
    getInitialData: () => state.data,
    allMedia: () => Array.from({ length: count }, (_, n) => classItem(n)),
    allPlaylistIds: () => [],
  } as unknown as SeoCatalog;
  return { catalog, state };
}

const page = (mediaId: string, routeId = 'media') => ({
  pathname: `/m/${mediaId}`,
  routeId,
  params: { mediaId },
  indexHtml,
});

describe('SeoPages.renderPage', () => {
  it('renders a known id, 404s an unknown one, and leaves other routes alone', async () => {
    const pages = new SeoPages(fakeCatalog(0).catalog, async () => site, noMagazines);
    const found = await pages.renderPage(page('m1'));
    expect(found?.status).toBe(200);
    expect(found?.html).toContain('<title>Class 1 - Studio</title>');
    expect(await pages.renderPage(page('nope'))).toEqual({ status: 404, html: indexHtml });
    expect(await pages.renderPage(page('throws404'))).toEqual({ status: 404, html: indexHtml });
    await expect(pages.renderPage(page('throws500'))).rejects.toThrow('database gone');
    expect(await pages.renderPage(page('m1', 'pricing'))).toBeUndefined();
  });

  it('keeps rendered pages until the catalogue is rebuilt', async () => {
    const { catalog, state } = fakeCatalog(0);
    const pages = new SeoPages(catalog, async () => site, noMagazines);
    await pages.renderPage(page('m1'));
    await pages.renderPage(page('m1'));
    expect(state.reads).toBe(1);
    state.data = { ...emptyData };
    await pages.renderPage(page('m1'));
    expect(state.reads).toBe(2);
  });
});

describe('SeoPages.sitemap', () => {
  it('is one file up to 50,000 addresses', async () => {
    const pages = new SeoPages(fakeCatalog(10).catalog, async () => site, noMagazines);
    const xml = await pages.sitemap();
    expect(xml).toContain('<urlset');
    expect(xml?.match(/<url>/g)).toHaveLength(13);
  });

  it('becomes an index of parts past 50,000 addresses', async () => {
    const pages = new SeoPages(fakeCatalog(50_000).catalog, async () => site, noMagazines);
    const index = await pages.sitemap();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://studio.example/sitemap.xml?part=2</loc>');
    expect((await pages.sitemap(1))?.match(/<url>/g)).toHaveLength(50_000);
    expect((await pages.sitemap(2))?.match(/<url>/g)).toHaveLength(3);
    expect(await pages.sitemap(3)).toBeUndefined();
  });
});
