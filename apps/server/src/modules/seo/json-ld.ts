import type { Course, MediaItem } from '@releve/contracts';
import { absoluteUrl, type SiteContext } from './page-head';

const CONTEXT = 'https://schema.org';

/** ISO 8601 duration as schema.org wants it: 2700 s is `PT45M`, 3930 s is `PT1H5M30S`. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  return `PT${parts || '0S'}`;
}

/** A class (or any playable item) as a VideoObject. */
export function videoObject(
  item: MediaItem,
  page: { path: string; description: string; image?: string | null },
  site: SiteContext,
) {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: item.title,
    description: page.description,
    ...(page.image ? { thumbnailUrl: [absoluteUrl(site, page.image)] } : {}),
    uploadDate: new Date(item.pubdate * 1000).toISOString(),
    duration: isoDuration(item.duration),
    url: absoluteUrl(site, page.path),
  };
}

/** A program as a Course offered by the studio. */
export function courseObject(
  course: Course,
  page: { path: string; description: string; image?: string | null },
  site: SiteContext,
) {
  const workload = isoDuration(course.counts.durationSeconds);
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.name,
    description: page.description,
    url: absoluteUrl(site, page.path),
    ...(page.image ? { image: absoluteUrl(site, page.image) } : {}),
    provider: { '@type': 'Organization', name: site.siteName, url: site.publicUrl },
    timeRequired: workload,
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: workload },
  };
}

export interface ListEntry {
  path: string;
  name: string;
}

/** A playlist, collection, section or series: its items in order, each with its page. */
export function itemListObject(
  list: { name: string; description: string; path: string; total: number; entries: ListEntry[] },
  site: SiteContext,
) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: list.name,
    description: list.description,
    url: absoluteUrl(site, list.path),
    numberOfItems: list.total,
    itemListElement: list.entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(site, entry.path),
      name: entry.name,
    })),
  };
}
