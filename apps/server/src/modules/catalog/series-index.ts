import type { CatalogRows } from './catalog.repository';
import type { MediaRecord } from './media-items';

/** A series as the snapshot keeps it: its own item, its seasons, its episodes in watching order. */
export interface CatalogSeries {
  id: string;
  /** Index of the series' own item (its title, description, pictures). */
  mediaIndex: number;
  seasons: { number: number; title: string; episodeCount: number }[];
  /** Media indices of the episodes by season, then episode number. */
  episodes: Int32Array;
}

/**
 * Episodes are the items naming the series (other than the series' own item), ordered by season and
 * episode. A season with episodes but no row of its own is still listed, as "Season N".
 */
export function buildSeries(
  rows: CatalogRows,
  media: readonly MediaRecord[],
  mediaIndex: ReadonlyMap<string, number>,
): Map<string, CatalogSeries> {
  const episodesOf = new Map<string, number[]>();
  media.forEach((record, index) => {
    if (record.seriesId === null || record.contentType === 'series') return;
    const list = episodesOf.get(record.seriesId);
    if (list) list.push(index);
    else episodesOf.set(record.seriesId, [index]);
  });
  const titlesOf = new Map<string, Map<number, string>>();
  for (const season of rows.seasons) {
    const titles = titlesOf.get(season.seriesId) ?? new Map<number, string>();
    titles.set(season.seasonNumber, season.title);
    titlesOf.set(season.seriesId, titles);
  }

  const byId = new Map<string, CatalogSeries>();
  for (const row of rows.series) {
    const ownIndex = mediaIndex.get(row.mediaId);
    if (ownIndex === undefined) continue;
    const episodes = (episodesOf.get(row.id) ?? []).filter((index) => index !== ownIndex);
    const order = (index: number) => media[index] as MediaRecord;
    episodes.sort(
      (a, b) =>
        (order(a).seasonNumber ?? 0) - (order(b).seasonNumber ?? 0) ||
        (order(a).episodeNumber ?? 0) - (order(b).episodeNumber ?? 0) ||
        order(a).pubdate - order(b).pubdate,
    );
    const counts = new Map<number, number>();
    for (const index of episodes) {
      const season = order(index).seasonNumber ?? 0;
      counts.set(season, (counts.get(season) ?? 0) + 1);
    }
    const titles = titlesOf.get(row.id) ?? new Map<number, string>();
    const numbers = [...new Set([...titles.keys(), ...counts.keys()])].sort((a, b) => a - b);
    byId.set(row.id, {
      id: row.id,
      mediaIndex: ownIndex,
      seasons: numbers.map((number) => ({
        number,
        title: titles.get(number) ?? `Season ${number}`,
        episodeCount: counts.get(number) ?? 0,
      })),
      episodes: Int32Array.from(episodes),
    });
  }
  return byId;
}
