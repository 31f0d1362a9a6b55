import { z } from 'zod';

/*
 * The console's Collections section (issue 34, decision 045): playlists (hand-ordered classes, or
 * every class with some tags), collections (playlists in order) and series (seasons of episodes).
 * One set of schemas for the server's checks and the editors' forms; each editor sends its whole
 * item at once (`PUT`), so a save is whole or nothing.
 */

export const studioCollectionPaths = {
  playlists: '/api/studio/playlists',
  playlist: (id: string) => `/api/studio/playlists/${encodeURIComponent(id)}`,
  collections: '/api/studio/collections',
  collection: (id: string) => `/api/studio/collections/${encodeURIComponent(id)}`,
  series: '/api/studio/series',
  oneSeries: (id: string) => `/api/studio/series/${encodeURIComponent(id)}`,
} as const;

/** Ids of playlists, collections and series: slugs of their names (pages are /p/{id}, /s/{id}). */
export const studioCatalogIdSchema = z
  .string()
  .max(80, 'must be at most 80 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits and dashes');

const title = (what: string) =>
  z.string().trim().min(1, `${what} needs a title`).max(120, 'must be at most 120 characters');
const description = z.string().trim().max(5_000, 'must be at most 5,000 characters');
const posterId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a poster key')
  .nullable();
const mediaId = z.string().trim().min(1, 'must name a class').max(80, 'must be at most 80 characters');
const noRepeats = <T>(list: T[]) => new Set(list).size === list.length;

export const PLAYLIST_KINDS = ['manual', 'tags'] as const;
/** free: anyone may watch its classes; sampler: the same, shown as a taster of the membership. */
export const FREE_TIERS = ['free', 'sampler'] as const;

/** PUT /api/studio/playlists/{id}: the playlist whole. A tag playlist holds no hand-picked classes. */
const playlistFields = z
  .object({
    title: title('A playlist'),
    description,
    posterId,
    freeTier: z.enum(FREE_TIERS, { error: 'must be free, sampler or none' }).nullable(),
    kind: z.enum(PLAYLIST_KINDS, { error: 'must be manual or tags' }),
    tags: z
      .array(z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'))
      .max(20, 'must hold at most 20 tags'),
    items: z.array(mediaId).max(500, 'must hold at most 500 classes'),
  })
  .strict();
export const studioPlaylistWriteSchema = playlistFields.superRefine((write, ctx) => {
  if (write.kind === 'tags' && write.tags.length === 0)
    ctx.addIssue({ code: 'custom', path: ['tags'], message: 'a tag playlist needs at least one tag' });
  if (write.kind === 'tags' && write.items.length > 0)
    ctx.addIssue({ code: 'custom', path: ['items'], message: 'a tag playlist lists its classes by tag' });
  if (!noRepeats(write.items))
    ctx.addIssue({ code: 'custom', path: ['items'], message: 'must not hold a class twice' });
});
export type StudioPlaylistWrite = z.infer<typeof studioPlaylistWriteSchema>;

/** PUT /api/studio/collections/{id}: the collection whole, its playlists in order. */
export const studioCollectionWriteSchema = z
  .object({
    name: title('A collection'),
    description,
    shortDescription: z.string().trim().max(300, 'must be at most 300 characters'),
    posterId,
    playlistIds: z
      .array(studioCatalogIdSchema)
      .max(100, 'must hold at most 100 playlists')
      .refine(noRepeats, 'must not hold a playlist twice'),
  })
  .strict();
export type StudioCollectionWrite = z.infer<typeof studioCollectionWriteSchema>;

/**
 * PUT /api/studio/series/{id}: the series whole. Seasons are numbered by their order (1, 2, …) and
 * episodes by theirs within the season, as members see them.
 */
const seriesFields = z
  .object({
    title: title('A series'),
    description,
    posterId,
    /** Members see it (its page, search); a new series is hidden until the studio shows it. */
    published: z.boolean(),
    seasons: z
      .array(
        z
          .object({
            title: title('A season'),
            episodes: z.array(mediaId).max(200, 'must hold at most 200 episodes'),
          })
          .strict(),
      )
      .max(50, 'must hold at most 50 seasons'),
  })
  .strict();
export const studioSeriesWriteSchema = seriesFields.superRefine((write, ctx) => {
  const all = write.seasons.flatMap((season) => season.episodes);
  if (!noRepeats(all))
    ctx.addIssue({ code: 'custom', path: ['seasons'], message: 'must not hold a class twice' });
});
export type StudioSeriesWrite = z.infer<typeof studioSeriesWriteSchema>;

/** POST to any of the three lists: a new, empty one with a title. */
export const studioCatalogCreateSchema = z.object({ title: title('It') }).strict();
/** GET of the lists: ?q= finds by title. */
export const studioCatalogSearchSchema = z
  .object({ q: z.string().trim().max(200, 'must be at most 200 characters').default('') })
  .strict();

const classRow = z.object({
  mediaId: z.string(),
  title: z.string(),
  durationSeconds: z.number(),
  posterId: z.string().nullable(),
  classState: z.enum(['draft', 'published']),
});
export type StudioPickedClass = z.infer<typeof classRow>;

export const studioPlaylistSchema = playlistFields
  .omit({ items: true })
  .extend({ id: z.string(), items: z.array(classRow) });
export type StudioPlaylist = z.infer<typeof studioPlaylistSchema>;
export const studioPlaylistAnswerSchema = z.object({ playlist: studioPlaylistSchema });

const playlistRow = z.object({ id: z.string(), title: z.string(), kind: z.enum(PLAYLIST_KINDS) });
export const studioCollectionSchema = studioCollectionWriteSchema
  .omit({ playlistIds: true })
  .extend({ id: z.string(), playlists: z.array(playlistRow) });
export type StudioCollection = z.infer<typeof studioCollectionSchema>;
export const studioCollectionAnswerSchema = z.object({ collection: studioCollectionSchema });

export const studioSeriesSchema = seriesFields.omit({ seasons: true }).extend({
  id: z.string(),
  mediaId: z.string(),
  seasons: z.array(z.object({ title: z.string(), episodes: z.array(classRow) })),
});
export type StudioSeries = z.infer<typeof studioSeriesSchema>;
export const studioSeriesAnswerSchema = z.object({ series: studioSeriesSchema });

/** The lists: each row with its size, for the tabs of the section. */
export const studioPlaylistListSchema = z.object({
  playlists: z.array(playlistRow.extend({ freeTier: z.enum(FREE_TIERS).nullable(), items: z.number() })),
});
export type StudioPlaylistList = z.infer<typeof studioPlaylistListSchema>;
export const studioCollectionListSchema = z.object({
  collections: z.array(z.object({ id: z.string(), name: z.string(), playlists: z.number() })),
});
export type StudioCollectionList = z.infer<typeof studioCollectionListSchema>;
export const studioSeriesListSchema = z.object({
  series: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      published: z.boolean(),
      seasons: z.number(),
      episodes: z.number(),
    }),
  ),
});
export type StudioSeriesList = z.infer<typeof studioSeriesListSchema>;

export const studioCollectionMessages = {
  playlistNotFound: 'No playlist has this id',
  collectionNotFound: 'No collection has this id',
  seriesNotFound: 'No series has this id',
  unknownClass: 'is not a class in the catalogue',
  unknownPlaylist: 'is not a playlist of the studio',
  episodeElsewhere: (series: string) => `is an episode of “${series}”: take it out there first`,
  /** Deleting something shown elsewhere is refused, naming every place (decision 045). */
  inUse: (places: readonly string[]) => `It is still shown in ${places.join(', ')}: take it out there first`,
} as const;
