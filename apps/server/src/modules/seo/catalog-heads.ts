import type {
  Collection,
  Course,
  Image,
  MediaItem,
  PlaylistAnswer,
  Section,
  SeriesAnswer,
} from '@releve/contracts';
import { courseObject, itemListObject, type ListEntry, videoObject } from './json-ld';
import type { PageHead, SiteContext } from './page-head';

/** Longest description sent; search engines cut around 160 characters, previews around 200. */
export const DESCRIPTION_MAX = 200;

/** Plain one-paragraph text from a (possibly markdown) description, cut on a word. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '') // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '') // headings, quotes, list markers
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The largest JPEG poster (1280 px): JPEG because not every link preview reads WebP. */
export function largestJpeg(images: Image[], fallback?: string | null): string | null {
  let best: Image | undefined;
  for (const image of images) {
    if (image.type === 'image/jpeg' && (!best || image.width > best.width)) best = image;
  }
  return best?.src ?? fallback ?? null;
}

/**
 * A thumbnail is the 640 px JPEG of a poster that exists at every width of POSTER_WIDTHS under the
 * same key (`.../{posterId}/640.jpg`): previews want the 1280 px one.
 */
export function largePoster(src: string | null): string | null {
  return src?.replace(/\/(320|640)\.jpg$/, '/1280.jpg') ?? null;
}

const describe = (text: string, fallback: string) => summarize(text) || fallback;

const playableTypes = new Set<MediaItem['contentType']>(['video', 'episode', 'trailer', 'liveChannel']);

export function mediaHead(item: MediaItem, site: SiteContext): PageHead {
  const page = {
    path: item.link,
    description: describe(item.description, item.title),
    image: largestJpeg(item.images, item.image),
  };
  const playable = playableTypes.has(item.contentType);
  return {
    title: item.title,
    ...page,
    ogType: playable ? 'video.other' : 'website',
    jsonLd: playable ? videoObject(item, page, site) : undefined,
  };
}

export const mediaEntry = (item: MediaItem): ListEntry => ({ path: item.link, name: item.title });

export function seriesHead(series: SeriesAnswer, episodes: MediaItem[], site: SiteContext): PageHead {
  const path = `/s/${encodeURIComponent(series.series_id)}`;
  const description = describe(series.description, series.title);
  return {
    title: series.title,
    description,
    path,
    image: largestJpeg(series.images, series.image) ?? largestJpeg(episodes[0]?.images ?? []),
    ogType: 'website',
    jsonLd: itemListObject(
      {
        name: series.title,
        description,
        path,
        total: series.episode_count,
        entries: episodes.map(mediaEntry),
      },
      site,
    ),
  };
}

export const playlistPath = (id: string) => `/p/${encodeURIComponent(id)}`;

export function playlistHead(playlist: PlaylistAnswer, site: SiteContext): PageHead {
  const path = playlistPath(playlist.feedid);
  const description = describe(playlist.description, playlist.title);
  return {
    title: playlist.title,
    description,
    path,
    image: largestJpeg(playlist.images, playlist.image) ?? largestJpeg(playlist.playlist[0]?.images ?? []),
    ogType: 'website',
    jsonLd: itemListObject(
      {
        name: playlist.title,
        description,
        path,
        total: playlist.total,
        entries: playlist.playlist.map(mediaEntry),
      },
      site,
    ),
  };
}

/** A collection or a section: a page listing playlists. */
export function playlistGroupHead(
  group: Pick<Collection | Section, 'id' | 'name' | 'description' | 'thumbnail'> & {
    shortDescription?: string;
  },
  playlists: { id: string; title: string }[],
  site: SiteContext,
): PageHead {
  const path = playlistPath(group.id);
  const description = describe(group.description, '') || describe(group.shortDescription ?? '', group.name);
  return {
    title: group.name,
    description,
    path,
    image: largePoster(group.thumbnail),
    ogType: 'website',
    jsonLd: itemListObject(
      {
        name: group.name,
        description,
        path,
        total: playlists.length,
        entries: playlists.map((p) => ({ path: playlistPath(p.id), name: p.title })),
      },
      site,
    ),
  };
}

export function programHead(course: Course, site: SiteContext): PageHead {
  const page = {
    path: `/programs/${encodeURIComponent(course.id)}`,
    description: describe(course.shortDescription, '') || describe(course.description, course.name),
    image: largePoster(course.thumbnail),
  };
  return {
    title: course.name,
    ...page,
    ogType: 'website',
    jsonLd: courseObject(course, page, site),
    noindex: course.type === 'draft',
  };
}
