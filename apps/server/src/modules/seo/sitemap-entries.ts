import { playlistPath } from './catalog-heads';
import type { SeoCatalog } from './seo-catalog';
import type { SitemapEntry } from './sitemap';

const secondsToDate = (seconds: number) => new Date(seconds * 1000);

/**
 * Every public page of the catalogue: home, the program and class lists, each program that is not a
 * draft, each playlist, collection and section, each class and each series (dated by its newest
 * episode). Trailers only play inside their class's page, so they are left out.
 */
export async function collectSitemapEntries(catalog: SeoCatalog): Promise<SitemapEntry[]> {
  const data = await catalog.getInitialData();
  const entries: SitemapEntry[] = [{ path: '/' }, { path: '/programs' }, { path: '/sections' }];
  const seen = new Set(entries.map((entry) => entry.path));
  const add = (entry: SitemapEntry) => {
    if (seen.has(entry.path)) return;
    seen.add(entry.path);
    entries.push(entry);
  };

  for (const program of data.programs) {
    if (program.type !== 'draft') add({ path: `/programs/${encodeURIComponent(program.id)}` });
  }
  for (const group of [...data.collections, ...data.sections]) add({ path: playlistPath(group.id) });
  for (const id of await catalog.allPlaylistIds()) add({ path: playlistPath(id) });

  const seriesNewest = new Map<string, number>();
  const seriesIds: string[] = [];
  for (const item of await catalog.allMedia()) {
    if (item.seriesId) {
      seriesNewest.set(item.seriesId, Math.max(seriesNewest.get(item.seriesId) ?? 0, item.pubdate));
    }
    if (item.contentType === 'series' && item.seriesId) seriesIds.push(item.seriesId);
    else if (item.contentType !== 'trailer') add({ path: item.link, lastmod: secondsToDate(item.pubdate) });
  }
  for (const seriesId of seriesIds) {
    add({
      path: `/s/${encodeURIComponent(seriesId)}`,
      lastmod: secondsToDate(seriesNewest.get(seriesId) ?? 0),
    });
  }
  return entries;
}
