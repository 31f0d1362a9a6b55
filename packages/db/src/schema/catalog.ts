import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The catalogue (viewing.md §3): media, series, playlists, collections, sections, programs and the
 * home page's arrangement. Read-mostly: the server keeps it in memory and reloads after writes.
 *
 * Images are stored once per poster key: files `posters/{posterId}/{width}.{webp|jpg}` for the widths
 * 320, 640 and 1280 in the server's storage. Rows keep only the key.
 */

/** A full-text search document; written by the database (generated columns), never by Relevé. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * Search (viewing.md §7): media, playlists, programs and collections carry generated search columns, kept current by the
 * database on every write, so every server process finds a change at once. `search_text` (title and
 * tags) takes trigram typo tolerance; `search_vector` full-text matching, the title weighing most.
 * Both without accents (`search_fold`: "Plié" is "plie"). `search_words` joins tags, as
 * array_to_string is not immutable. Both functions are created by migration 0011.
 */
const titleAndTags = (title: string, tags: string) =>
  sql.raw(`search_fold(${title} || ' ' || search_words(${tags}))`);
const weighted = (text: string, weight: 'A' | 'B' | 'C') =>
  `setweight(to_tsvector('english'::regconfig, search_fold(${text})), '${weight}')`;

/** A packaged HLS video (renditions under `hls/{id}/` in storage). Never exposed in catalogue answers. */
export const videoAsset = pgTable(
  'video_asset',
  {
    id: text('id').primaryKey(),
    /**
     * uploading, queued, packaging, watchable, ready or failed (contracts' PACKAGING_STATES); watchable
     * and ready assets are played (watchable: the renditions in `ready_renditions` so far).
     */
    status: text('status').notNull().default('ready'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Storage key of the uploaded source, while it waits for packaging. */
    sourceKey: text('source_key'),
    /** Why packaging failed, for the studio. */
    error: text('error'),
    /** Chapters as a WebVTT document (cue texts are the chapter titles). */
    chaptersVtt: text('chapters_vtt'),
    /** Captions as a WebVTT document, checked on upload, and the name of the file they came from. */
    captionsVtt: text('captions_vtt'),
    captionsName: text('captions_name'),
    /** The music's counts the studio set (contracts' MusicCounts: tempos from points of the video). */
    musicCounts: jsonb('music_counts'),
    /** The tempo the packaging heard in the audio (contracts' TempoSuggestion), for the studio to confirm. */
    tempoSuggestion: jsonb('tempo_suggestion'),
    /** The packaging's progress (contracts' VideoProgress), written about once a second. */
    progress: jsonb('progress'),
    /** The renditions packaged so far, lowest first: what the master playlist lists. */
    readyRenditions: text('ready_renditions').array().notNull().default(sql`'{}'::text[]`),
    /**
     * A new video for a class that has one (its media item): once ready, the class plays this asset
     * instead, keeping its id, places, favourites and progress; the old asset's files are removed.
     */
    replacesMediaId: text('replaces_media_id').references((): AnyPgColumn => mediaItem.id, {
      onDelete: 'set null',
    }),
    /**
     * A camera angle of another video (decision 063): the class's video this one was filmed beside, played
     * under that video's playback token. Its rows and files go with it.
     */
    angleOf: text('angle_of').references((): AnyPgColumn => videoAsset.id, { onDelete: 'cascade' }),
    /** The angle's name the member sees ("Side", "Back"); only for an angle. */
    angleLabel: text('angle_label'),
    /** When it joined the packaging queue: its place in the queue is by this. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('video_asset_angle_of_idx').on(table.angleOf).where(sql`angle_of is not null`)],
);

/** The media items the studio's classes list shows (contracts' CLASS_CONTENT_TYPES). */
const isStudioClass = sql`content_type in ('video', 'episode', 'trailer')`;

/** Anything that has a page at /m/{id}: a class, a trailer, a series, an episode, a live channel, a page, a hub. */
export const mediaItem = pgTable(
  'media_item',
  {
    /** The spec's `mediaid`: 8 characters, letters and digits. */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** video, series, episode, liveChannel, page, hub or trailer. */
    contentType: text('content_type').notNull().default('video'),
    genre: text('genre'),
    rating: text('rating'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    cardTags: text('card_tags').array().notNull().default(sql`'{}'::text[]`),
    /** Offers that unlock it, `provider:id`, comma separated; a leading `!` marks a premier offer. */
    productIds: text('product_ids'),
    posterId: text('poster_id'),
    backgroundPosterId: text('background_poster_id'),
    /** A live channel's logo (the spec's channelLogoImage), a poster key like the others. */
    channelLogoPosterId: text('channel_logo_poster_id'),
    /** For a series' own item and for its episodes. */
    seriesId: text('series_id'),
    seasonNumber: integer('season_number'),
    episodeNumber: integer('episode_number'),
    trailerId: text('trailer_id'),
    liveChannelId: text('live_channel_id'),
    /** Live events: live-published, pre-live, unpublished-live, instant-vod or vod. */
    eventState: text('event_state'),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }),
    /** Markdown body of a `page`. */
    body: text('body'),
    /**
     * `draft` (the studio's, made by an upload or the console: never in the catalogue, search or
     * playback for members) or `published` (shown from `published_at`).
     */
    state: text('state').notNull().default('published'),
    videoAssetId: text('video_asset_id').references(() => videoAsset.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(titleAndTags('"title"', '"tags"')),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(`${weighted('"title"', 'A')} || ${weighted(`search_words("tags")`, 'B')}`),
    ),
  },
  (table) => [
    index('media_item_series_idx').on(table.seriesId, table.seasonNumber, table.episodeNumber),
    index('media_item_published_idx').on(table.publishedAt),
    // The studio's classes list (decision 038) filters by tag (level, style, instructor). Its pending
    // list (new entries not yet sorted in) is emptied at 256 kB, not the default 4 MB: the planner
    // prices a long one and scanned the table instead (a search + level 80 ms, not 5) until a VACUUM,
    // which PGlite never runs by itself. Without any (fastupdate off), seeding took 2.5 times longer.
    index('media_item_tags_idx').using('gin', table.tags).with({ gin_pending_list_limit: 256 }),
    // One index per sort of the list, on classes only (the same words as studio-class-columns.ts's
    // `isClass`, or the planner will not use them) and holding the state filters' columns: a page's
    // ids, however deep, are read from the index alone.
    index('media_item_studio_updated_idx')
      .on(table.updatedAt, table.id, table.state, table.publishedAt)
      .where(isStudioClass),
    index('media_item_studio_title_idx')
      .on(table.title, table.id, table.state, table.publishedAt)
      .where(isStudioClass),
    index('media_item_studio_published_idx')
      .on(table.publishedAt, table.id, table.state)
      .where(isStudioClass),
    index('media_item_studio_duration_idx')
      .on(table.durationSeconds, table.id, table.state, table.publishedAt)
      .where(isStudioClass),
    index('media_item_studio_state_idx')
      .on(table.state, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(isStudioClass),
    check('media_item_state_check', sql`${table.state} in ('draft', 'published')`),
    // Search's and the studio list's text search; a short pending list, as for the tags.
    index('media_item_search_text_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    index('media_item_search_vector_idx').using('gin', table.searchVector),
  ],
);

/** Series: their title and pictures are their own media item (content type `series`). */
export const series = pgTable('series', {
  id: text('id').primaryKey(),
  mediaId: text('media_id')
    .notNull()
    .references(() => mediaItem.id, { onDelete: 'cascade' }),
});

export const seriesSeason = pgTable(
  'series_season',
  {
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    seasonNumber: integer('season_number').notNull(),
    title: text('title').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.seasonNumber] })],
);

/**
 * A playlist: hand-ordered (`manual` or `home-picked`, its `playlist_item` rows), tag-based (`tags`:
 * every item carrying any of the tags, newest first) or by a rule (`home-rule`). `freeTier` marks free and sampler playlists, whose items
 * anyone may watch.
 */
export const playlist = pgTable(
  'playlist',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull().default('manual'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * A `home-rule` playlist's rule (contracts' HomeRule and its item count, decision 044): the
     * catalogue computes its items. `home-rule` and `home-picked` (hand-ordered) playlists are the
     * home editor's own rows, made and removed by it.
     */
    rule: jsonb('rule'),
    /** `free`, `sampler` or null. */
    freeTier: text('free_tier'),
    posterId: text('poster_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the studio added it: search results say "Added on ...". */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(titleAndTags('"title"', '"tags"')),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `${weighted('"title"', 'A')} || ${weighted(`search_words("tags")`, 'B')} || ${weighted('"description"', 'C')}`,
      ),
    ),
  },
  (table) => [
    index('playlist_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('playlist_search_vector_idx').using('gin', table.searchVector),
  ],
);

export const playlistItem = pgTable(
  'playlist_item',
  {
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlist.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaItem.id, { onDelete: 'cascade' }),
    /** In a program: this lesson plays for non-members too (the Free tag). */
    unlocked: boolean('unlocked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.position] }),
    index('playlist_item_media_idx').on(table.mediaId),
  ],
);

/** Ids start with `col-`. */
export const collection = pgTable('collection', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  shortDescription: text('short_description').notNull().default(''),
  posterId: text('poster_id'),
  position: integer('position').notNull().default(0),
  /** When the studio added it: search results say "Added on ...". */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Stored, as computing it per search cost more planning and time than the search itself. */
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql.raw(weighted('"name"', 'A'))),
});

export const collectionPlaylist = pgTable(
  'collection_playlist',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collection.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlist.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.position] })],
);

/** Ids start with `sec-`. Catalogue sections (the Classes page) and the sections of programs. */
export const section = pgTable('section', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  posterId: text('poster_id'),
  verticalPosterId: text('vertical_poster_id'),
  isPromoted: boolean('is_promoted').notNull().default(false),
  isPromotedTop: boolean('is_promoted_top').notNull().default(false),
  isBonus: boolean('is_bonus').notNull().default(false),
  /** Show its playlists sorted by title rather than in their hand order. */
  sortPlaylists: boolean('sort_playlists').notNull().default(false),
  /** Listed on the Classes page (`/sections`); program sections are not. */
  listed: boolean('listed').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const sectionPlaylist = pgTable(
  'section_playlist',
  {
    sectionId: text('section_id')
      .notNull()
      .references(() => section.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlist.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.sectionId, table.position] })],
);

export const sectionCollection = pgTable(
  'section_collection',
  {
    sectionId: text('section_id')
      .notNull()
      .references(() => section.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collection.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.sectionId, table.position] })],
);

/** A program (the spec's course): sections of playlists (modules) of videos (lessons). */
export const program = pgTable(
  'program',
  {
    /** A slug, e.g. `ballet-basics`; pages live at /programs/{id}. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    sidebarName: text('sidebar_name'),
    /** `draft` or `program`; drafts are listed last (the spec's "coming soon" programs, shown to members). */
    type: text('type').notNull().default('program'),
    /**
     * Where the studio's console has it (decision 042): `unpublished` (being built, members never see
     * it), `published`, or `retired` (taken off the members' pages; their progress is kept).
     */
    state: text('state').notNull().default('published'),
    /** beginner, intermediate, advanced, all-levels, or null (not said). */
    level: text('level'),
    /** Markdown; its links are disabled for non-members. */
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    posterId: text('poster_id'),
    verticalPosterId: text('vertical_poster_id'),
    /** The group it is listed under on /programs and in the sidebar. */
    groupName: text('group_name').notNull().default('Programs'),
    position: integer('position').notNull().default(0),
    /** When the studio added it: search results say "Added on ...". */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Stored, as computing it per search cost more planning and time than the search itself. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(`${weighted('"name"', 'A')} || ${weighted('"short_description"', 'B')}`),
    ),
  },
  (table) => [
    check('program_state_check', sql`${table.state} in ('unpublished', 'published', 'retired')`),
    check(
      'program_level_check',
      sql`${table.level} is null or ${table.level} in ('beginner', 'intermediate', 'advanced', 'all-levels')`,
    ),
  ],
);

export const programSection = pgTable(
  'program_section',
  {
    programId: text('program_id')
      .notNull()
      .references(() => program.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sectionId: text('section_id')
      .notNull()
      .references(() => section.id, { onDelete: 'cascade' }),
    /**
     * When the section opens to a member (decision 042): `none` (always open), `date` (at `opens_at`),
     * `days` (`opens_after_days` after the member started the program) or `after-previous` (once the
     * member has completed every lesson of the section before it).
     */
    dripKind: text('drip_kind').notNull().default('none'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    opensAfterDays: integer('opens_after_days'),
  },
  (table) => [
    primaryKey({ columns: [table.programId, table.position] }),
    check(
      'program_section_drip',
      sql`(${table.dripKind} = 'none' and ${table.opensAt} is null and ${table.opensAfterDays} is null)
        or (${table.dripKind} = 'date' and ${table.opensAt} is not null and ${table.opensAfterDays} is null)
        or (${table.dripKind} = 'days' and ${table.opensAt} is null and ${table.opensAfterDays} > 0)
        or (${table.dripKind} = 'after-previous' and ${table.opensAt} is null and ${table.opensAfterDays} is null)`,
    ),
  ],
);

/** A downloadable or readable file attached to a program (its Resources tab and the library). */
export const programResource = pgTable('program_resource', {
  id: text('id').primaryKey(),
  /** Null: in the studio's library but attached to no program (the console detached it, decision 042). */
  programId: text('program_id').references(() => program.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** `pdf`, ... */
  type: text('type').notNull().default('pdf'),
  /** Key in storage. */
  fileKey: text('file_key').notNull(),
  posterId: text('poster_id'),
  canDownload: boolean('can_download').notNull().default(false),
  /** Served to everyone, members or not (a taster of the program); otherwise members only. */
  free: boolean('free').notNull().default(false),
  fileSize: integer('file_size').notNull().default(0),
  position: integer('position').notNull().default(0),
});

/**
 * An issue of the studio's digital magazine (viewing.md §3: title, totalPages, baseUrl, buyUrl). Its
 * pages are PNG files `magazines/{id}/{page}.png` (1 to totalPages) and its cover `magazines/{id}/cover.webp`
 * in storage; the base URL is derived from the id, never stored.
 */
export const magazine = pgTable(
  'magazine',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    totalPages: integer('total_pages').notNull(),
    /** Where a printed copy is sold (opened in a new tab); null when the issue is not for sale. */
    buyUrl: text('buy_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    position: integer('position').notNull().default(0),
    /**
     * The studio's uploads (decision 043): `processing` while its pages are made from its PDF, then
     * `ready`, or `failed` with `failure`. Members see an issue only when it is ready and published.
     */
    state: text('state').notNull().default('ready'),
    published: boolean('published').notNull().default(true),
    /** Pages made so far, while processing. */
    renderedPages: integer('rendered_pages').notNull().default(0),
    failure: text('failure'),
    /** The uploaded PDF in storage (`magazine-sources/{id}.pdf`), kept to make the pages again. */
    sourceKey: text('source_key'),
    sourceBytes: bigint('source_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('magazine_state_check', sql`${table.state} in ('processing', 'ready', 'failed')`)],
);

/** A group of promoted collections in the sidebar, with its icon. */
export const promotedGroup = pgTable('promoted_group', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** ballet, tulip, popcorn, ornament, candycane or turkey. */
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

export const promotedGroupCollection = pgTable(
  'promoted_group_collection',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => promotedGroup.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collection.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.position] })],
);

/** Tiles of the featured carousel, each shown to one audience. */
export const featuredContent = pgTable('featured_content', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  posterId: text('poster_id'),
  /** Where a click goes: a path of the app, or an external URL (opened in a new tab). */
  path: text('path').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** all, all-members, live-member, on-demand-member or non-member. */
  showTo: text('show_to').notNull().default('all'),
  position: integer('position').notNull().default(0),
  /** The slot's window (decision 044): shown from `starts_at` until `ends_at`; null is open at that end. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** The rows of the home page, in order. */
export const homeShelf = pgTable('home_shelf', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** One of the row types of contracts' `homeShelfTypes`. */
  type: text('type').notNull(),
  /** The playlist or program the row shows, for the types that show one. */
  itemId: text('item_id'),
  /** A `programs` row's hand-picked programs, in order (decision 044); empty: every program. */
  itemIds: text('item_ids').array().notNull().default(sql`'{}'::text[]`),
  position: integer('position').notNull(),
  /** Who sees the row (decision 044): one of contracts' `showToValues`, as featured tiles. */
  showTo: text('show_to').notNull().default('all'),
});

/** Class of the Day: one media item per calendar day (the studio's time zone is UTC). */
export const dailyClass = pgTable('daily_class', {
  day: date('day').primaryKey(),
  mediaId: text('media_id')
    .notNull()
    .references(() => mediaItem.id, { onDelete: 'cascade' }),
});
