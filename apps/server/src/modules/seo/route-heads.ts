import { lessonAt, type Magazine, type MediaItem, parseLessonIndex } from '@releve/contracts';
import { mediaHead, playlistGroupHead, playlistHead, programHead, seriesHead } from './catalog-heads';
import type { PageHead, SiteContext } from './page-head';
import type { SeoCatalog } from './seo-catalog';

/** Most items a page's ItemList names: enough for a search engine, small enough for every page view. */
export const LIST_ENTRIES_MAX = 100;

/** A page's head; `notFound` when its id names nothing (the answer is then a 404). */
export type RouteHead = PageHead | 'notFound';

type Params = Record<string, string | undefined>;

/** The magazines (the resources module's `app.resources`): not part of the catalogue. */
export interface SeoMagazines {
  magazine(magazineId: string): Promise<Magazine | undefined>;
}

/** Magazine ids as the resources module accepts them: anything else names no magazine. */
const MAGAZINE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Pages read from outside the catalogue: not kept with the catalogue's rendered pages. */
export const UNCACHED_ROUTES: ReadonlySet<string> = new Set(['magazine']);

export interface RouteHeadContext {
  catalog: SeoCatalog;
  magazines: SeoMagazines;
  site: SiteContext;
  /** The studio's own description, for the home page. */
  siteDescription: string;
}

type HeadOfRoute = (params: Params, context: RouteHeadContext) => Promise<RouteHead>;

const orNotFound = (head: PageHead | undefined): RouteHead => head ?? 'notFound';

/** The first episodes in series order, for a series' ItemList. */
async function episodesOf(catalog: SeoCatalog, seriesId: string): Promise<MediaItem[]> {
  const page = await catalog.getEpisodes(seriesId, { page_offset: 1, page_limit: LIST_ENTRIES_MAX });
  return typeof page === 'string' ? [] : page.episodes.map((episode) => episode.media_item);
}

/** Collections and sections list playlists by id; their ItemList names each by its title. */
async function playlistTitles(catalog: SeoCatalog, ids: string[]) {
  const titled: { id: string; title: string }[] = [];
  for (const id of ids.slice(0, LIST_ENTRIES_MAX)) {
    const page = await catalog.getPlaylistPage(id, { page_limit: 1, page_offset: 1 });
    if (page) titled.push({ id, title: page.title });
  }
  return titled;
}

const playlistPageHead: HeadOfRoute = async ({ id = '' }, { catalog, site }) => {
  if (id.startsWith('col-') || id.startsWith('sec-')) {
    const group = id.startsWith('col-') ? await catalog.getCollection(id) : await catalog.getSection(id);
    if (!group) return 'notFound';
    return playlistGroupHead(group, await playlistTitles(catalog, group.playlistIds), site);
  }
  const playlist = await catalog.getPlaylistPage(id, { page_limit: LIST_ENTRIES_MAX, page_offset: 1 });
  return orNotFound(playlist && playlistHead(playlist, site));
};

/** Head builders by page route id (contracts' `pageRoutes`); other routes keep the plain app. */
export const headOfRoute: Record<string, HeadOfRoute> = {
  home: async (_params, { siteDescription }) => ({
    description: siteDescription,
    path: '/',
    ogType: 'website',
  }),
  programs: async (_params, { siteDescription }) => ({
    title: 'Programs',
    description: siteDescription,
    path: '/programs',
    ogType: 'website',
  }),
  sections: async (_params, { siteDescription }) => ({
    title: 'Classes',
    description: siteDescription,
    path: '/sections',
    ogType: 'website',
  }),
  media: async ({ mediaId = '' }, { catalog, site }) => {
    const item = await catalog.getMedia(mediaId);
    return orNotFound(item && mediaHead(item, site));
  },
  series: async ({ seriesId = '' }, { catalog, site }) => {
    const series = await catalog.getSeries(seriesId);
    return orNotFound(series && seriesHead(series, await episodesOf(catalog, series.series_id), site));
  },
  playlist: playlistPageHead,
  program: async ({ id = '' }, { catalog, site }) => {
    const course = await catalog.getCourse(id);
    return orNotFound(course && programHead(course, site));
  },
  /** A lesson: the program's head with the lesson's title, or 404 when the place names no lesson. */
  lesson: async ({ courseId = '', sectionId = '', playlistIndex, videoIndex }, { catalog, site }) => {
    const course = await catalog.getCourse(courseId);
    const place = {
      sectionId,
      playlistIndex: parseLessonIndex(playlistIndex),
      videoIndex: parseLessonIndex(videoIndex),
    };
    const found = course && lessonAt(course, place);
    if (!course || !found) return 'notFound';
    const program = programHead(course, site);
    return {
      title: found.lesson.title,
      description: program.description,
      path: `/programs/${encodeURIComponent(course.id)}/sections/${encodeURIComponent(sectionId)}/p/${place.playlistIndex}/v/${place.videoIndex}`,
      image: program.image,
      ogType: 'website',
      noindex: program.noindex,
    };
  },
  /** A program's printable resource: the program's head with the resource's title, or 404. */
  'program-resource': async ({ id = '', resourceId = '' }, { catalog, site }) => {
    const course = await catalog.getCourse(id);
    const resource = course?.resources.find((each) => each.id === resourceId);
    if (!course || !resource) return 'notFound';
    const program = programHead(course, site);
    return {
      title: resource.title,
      description: resource.description || program.description,
      path: `/programs/${encodeURIComponent(course.id)}/resources/${encodeURIComponent(resource.id)}`,
      image: program.image,
      ogType: 'website',
      noindex: program.noindex,
    };
  },
  /** The magazine reader: its title (viewing.md §2), or 404 for an issue that does not exist. */
  magazine: async ({ id = '' }, { magazines }) => {
    const magazine = MAGAZINE_ID.test(id) ? await magazines.magazine(id) : undefined;
    if (!magazine) return 'notFound';
    return {
      title: magazine.title,
      description: magazine.description || magazine.title,
      path: `/library/magazines/${encodeURIComponent(magazine.id)}`,
      image: null,
      ogType: 'website',
      noindex: true,
    };
  },
};
