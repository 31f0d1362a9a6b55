import { z } from 'zod';
import { mediaStatuses, PLAYLIST_PAGE_MAX, PLAYLIST_PAGE_SIZE } from './catalog-rules';

export * from './catalog-rules';

/*
 * The catalogue's answers (viewing.md §3 and §7). The media, playlist and series shapes keep the field
 * names of the video platform the spec was written against, so the web app reads them as the spec says.
 * No answer here ever carries a stream URL: the player asks the playback routes for a token.
 */

export const contentTypes = ['video', 'series', 'episode', 'liveChannel', 'page', 'hub', 'trailer'] as const;
export type ContentType = (typeof contentTypes)[number];

export const imageSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  type: z.enum(['image/webp', 'image/jpeg']),
});
export type Image = z.infer<typeof imageSchema>;

export const mediaOfferSchema = z.object({ offerId: z.string(), premier: z.boolean() });

export const mediaItemSchema = z.object({
  mediaid: z.string(),
  title: z.string(),
  description: z.string(),
  /** Seconds. */
  duration: z.number(),
  /** Publication time in seconds since the epoch. */
  pubdate: z.number().int(),
  /** The 640 px JPEG poster; `images` lists every width and format. */
  image: z.string().nullable(),
  cardImage: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  /** A live channel's logo. */
  channelLogoImage: z.string().nullable(),
  images: z.array(imageSchema),
  genre: z.string().nullable(),
  rating: z.string().nullable(),
  /** Comma separated, as the platform sends them. */
  tags: z.string(),
  cardTags: z.array(z.string()),
  productIds: z.string().nullable(),
  mediaOffers: z.array(mediaOfferSchema),
  /**
   * One of `contentTypes`, or a type of the studio's own, which the web app shows on the default
   * (video) screen when it has something to play (viewing.md §2, "Media detail screen selection").
   */
  contentType: z.string().min(1),
  mediaStatus: z.enum(mediaStatuses),
  scheduledStart: z.string().nullable(),
  scheduledEnd: z.string().nullable(),
  seriesId: z.string().nullable(),
  seasonNumber: z.number().int().nullable(),
  episodeNumber: z.number().int().nullable(),
  trailerId: z.string().nullable(),
  liveChannelsId: z.string().nullable(),
  /** Markdown body of a page. */
  markdown: z.string().nullable(),
  /** The playlist this copy of the item was read from, when any. */
  feedid: z.string().nullable(),
  /** The item's page: /m/{mediaid}/{slug}. */
  link: z.string(),
  /**
   * Everyone may play it whatever the access model (viewing.md §4): it is in a free or sampler
   * playlist, or an unlocked program lesson. The server's own rule (`decidePlayback`'s
   * `freelyPlayable`), carried with the item so a page needs nothing more to mirror it.
   */
  freelyPlayable: z.boolean(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** GET /api/v2/playlists/{id}: one page of a playlist. */
export const playlistQuerySchema = z.object({
  page_limit: z.coerce.number().int().min(1).max(PLAYLIST_PAGE_MAX).default(PLAYLIST_PAGE_SIZE),
  page_offset: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** For recommendation playlists: items related to this one (it is left out). */
  related_media_id: z.string().max(64).optional(),
});
export type PlaylistQuery = z.infer<typeof playlistQuerySchema>;

export const playlistAnswerSchema = z.object({
  feedid: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['manual', 'tags']),
  image: z.string().nullable(),
  images: z.array(imageSchema),
  playlist: z.array(mediaItemSchema),
  page_offset: z.number().int(),
  page_limit: z.number().int(),
  total: z.number().int(),
  links: z.object({ first: z.string(), last: z.string(), next: z.string().optional() }),
});
export type PlaylistAnswer = z.infer<typeof playlistAnswerSchema>;

/** GET /api/v2/media/{id}: the item as a one-item feed. */
export const mediaAnswerSchema = z.object({
  feedid: z.string(),
  title: z.string(),
  playlist: z.array(mediaItemSchema).length(1),
});
export type MediaAnswer = z.infer<typeof mediaAnswerSchema>;

export const seasonSchema = z.object({
  season_number: z.number().int(),
  season_title: z.string(),
  episode_count: z.number().int(),
});

/** GET /api/apps/series/{id} */
export const seriesAnswerSchema = z.object({
  series_id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  images: z.array(imageSchema),
  /** The series' own item (its page). */
  media_id: z.string(),
  seasons: z.array(seasonSchema),
  episode_count: z.number().int(),
});
export type SeriesAnswer = z.infer<typeof seriesAnswerSchema>;

export const episodeSchema = z.object({
  episode_number: z.number().int(),
  season_number: z.number().int(),
  media_item: mediaItemSchema,
});
export type Episode = z.infer<typeof episodeSchema>;

/** GET /api/apps/series/{id}/episodes and /seasons/{n}/episodes */
export const episodesQuerySchema = z.object({
  page_offset: z.coerce.number().int().min(1).max(100_000).default(1),
  page_limit: z.coerce.number().int().min(1).max(PLAYLIST_PAGE_MAX).default(PLAYLIST_PAGE_SIZE),
  /** Start after this episode's media id. */
  after_id: z.string().max(64).optional(),
});

export const episodesAnswerSchema = z.object({
  episodes: z.array(episodeSchema),
  pagination: z.object({ page: z.number().int(), page_limit: z.number().int(), total: z.number().int() }),
});
export type EpisodesAnswer = z.infer<typeof episodesAnswerSchema>;

/** GET /api/apps/series?media_ids=a,b: the series each item belongs to. */
export const seriesByMediaQuerySchema = z.object({ media_ids: z.string().min(1).max(4_000) });
export const seriesByMediaAnswerSchema = z.record(
  z.string(),
  z.array(
    z.object({ series_id: z.string(), season_number: z.number().int(), episode_number: z.number().int() }),
  ),
);

/** GET /api/apps/watchlists/{id}?media_ids=a,b: the named items that exist, in the asked order. */
export const watchlistQuerySchema = z.object({ media_ids: z.string().max(4_000).default('') });
export const watchlistAnswerSchema = z.object({
  feedid: z.string(),
  title: z.string(),
  playlist: z.array(mediaItemSchema),
});
export type WatchlistAnswer = z.infer<typeof watchlistAnswerSchema>;

/* ---- Product API: initial data, courses, daily classes ---- */

export const showToValues = ['all', 'all-members', 'live-member', 'on-demand-member', 'non-member'] as const;
export type ShowTo = (typeof showToValues)[number];

export const promotedIcons = ['ballet', 'tulip', 'popcorn', 'ornament', 'candycane', 'turkey'] as const;
export type PromotedIcon = (typeof promotedIcons)[number];

export const homeShelfTypes = [
  'featured',
  'daily-classes',
  'my-week-plan',
  'new-year-sale',
  'live-class-hero',
  'program',
  'continue-watching',
  'favorites',
  'watch-again',
  'programs',
  'sections',
  'keep-going',
  'playlist',
  'playlists',
] as const;
export type HomeShelfType = (typeof homeShelfTypes)[number];

export const resourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  type: z.string(),
  url: z.string(),
  canDownload: z.boolean(),
  /** Open to everyone, members or not; otherwise members only. */
  free: z.boolean(),
  fileSize: z.number().int(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const lessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  /** Plays for non-members too (the Free tag). */
  unlocked: z.boolean(),
  videoThumbnail: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const sectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  verticalThumbnail: z.string().nullable(),
  playlistIds: z.array(z.string()),
  isPromoted: z.boolean(),
  isPromotedTop: z.boolean(),
  isBonus: z.boolean(),
  sortPlaylists: z.boolean(),
  collectionIds: z.array(z.string()),
});
export type Section = z.infer<typeof sectionSchema>;

export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  thumbnail: z.string().nullable(),
  playlistIds: z.array(z.string()),
});
export type Collection = z.infer<typeof collectionSchema>;

/** A program section's drip rule (decision 042; contracts' `program-drip.ts` decides with it). */
export const sectionDripSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('date'), opensAt: z.string() }),
  z.object({ kind: z.literal('days'), days: z.number().int() }),
  z.object({ kind: z.literal('after-previous') }),
]);

/** A program as listed in initial data (no lesson tree). */
export const programSummarySchema = z.object({
  id: z.string(),
  programId: z.string(),
  name: z.string(),
  sidebarName: z.string(),
  type: z.enum(['program', 'draft']),
  shortDescription: z.string(),
  thumbnail: z.string().nullable(),
  verticalThumbnail: z.string().nullable(),
  groups: z.array(z.string()),
  sectionIds: z.array(z.string()),
  resources: z.array(z.object({ id: z.string() })),
  /** Totals for the program page's header. */
  counts: z.object({
    sections: z.number().int(),
    modules: z.number().int(),
    lessons: z.number().int(),
    durationSeconds: z.number(),
  }),
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;

/** GET /api/courses: every program with its whole tree. */
export const courseSchema = programSummarySchema.extend({
  description: z.string(),
  sections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      playlists: z.array(z.object({ id: z.string(), name: z.string(), videos: z.array(lessonSchema) })),
      /** When it opens to a member (decision 042); absent or null: always open. */
      drip: sectionDripSchema.nullable().optional(),
    }),
  ),
  resources: z.array(resourceSchema),
});
export type Course = z.infer<typeof courseSchema>;
export const coursesAnswerSchema = z.object({ courses: z.array(courseSchema) });

export const featuredContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  images: z.array(imageSchema),
  /** App path, or an external URL. */
  path: z.string(),
  enabled: z.boolean(),
  showTo: z.enum(showToValues),
  /** The slot's window (ISO instants, decision 044); absent or null: open at that end. */
  startsAt: z.string().nullable().optional(),
  endsAt: z.string().nullable().optional(),
});
export type FeaturedContent = z.infer<typeof featuredContentSchema>;

/** A playlist drawn as one tile of a home row: its poster, else its first class's. */
export const playlistTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  /** How many classes it holds. */
  count: z.number().int(),
});
export type PlaylistTile = z.infer<typeof playlistTileSchema>;

export const homeShelfSchema = z.object({
  name: z.string(),
  type: z.enum(homeShelfTypes),
  itemId: z.string().nullable(),
  order: z.number().int(),
  /** Who sees the row (decision 044); absent: everyone. */
  showTo: z.enum(showToValues).optional(),
  /** A `programs` or `playlists` row's hand-picked programs or playlists, in order; absent: every program. */
  itemIds: z.array(z.string()).optional(),
  /** A `playlists` row's tiles, in the studio's order (decision 044). */
  playlists: z.array(playlistTileSchema).optional(),
});
export type HomeShelf = z.infer<typeof homeShelfSchema>;

export const promotedGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  promotedIcon: z.enum(promotedIcons),
  collectionIds: z.array(z.string()),
});
export type PromotedGroup = z.infer<typeof promotedGroupSchema>;

/** GET /api/initial-data */
export const initialDataSchema = z.object({
  programs: z.array(programSummarySchema),
  sections: z.array(sectionSchema),
  collections: z.array(collectionSchema),
  promotedGroups: z.array(promotedGroupSchema),
  featuredContent: z.array(featuredContentSchema),
  freePlaylists: z.array(z.string()),
  samplerPlaylists: z.array(z.string()),
  homeShelves: z.array(homeShelfSchema),
  /** Resources grouped by program. */
  library: z.array(z.object({ programId: z.string(), name: z.string(), resources: z.array(resourceSchema) })),
});
export type InitialData = z.infer<typeof initialDataSchema>;

/** GET /api/ondemand/daily-classes: Class of the Day from today on. */
export const dailyClassesAnswerSchema = z.object({
  classes: z.array(z.object({ date: z.string(), media: mediaItemSchema })),
});
export type DailyClassesAnswer = z.infer<typeof dailyClassesAnswerSchema>;

/** GET /api/videos/page-url/{encodedUrl}: the class behind a class URL. */
export const pageUrlAnswerSchema = z.object({ data: z.object({ video: z.object({ jwId: z.string() }) }) });

/** Catalogue errors (viewing.md §8). */
export const catalogErrors = {
  mediaNotFound: 'MediaItem not found',
  seriesIdRequired: 'Series ID is required',
  playlistNotFound: 'Playlist not found',
  seriesNotFound: 'Series not found',
  noWatchlist: 'No watchlist defined',
  programNotFound: 'Program not found',
  seasonNotFound: 'Season not found',
} as const;
