import { type Db, schema } from '@releve/db';
import { and, desc, eq, sql } from 'drizzle-orm';

export type BookmarkRow = Pick<typeof schema.bookmark.$inferSelect, 'mediaId' | 'pageUrl' | 'createdAt'>;
export type WatchedVideoRow = Pick<typeof schema.watchedVideo.$inferSelect, 'mediaId' | 'createdAt'>;
export type VideoStateRow = typeof schema.videoState.$inferSelect;
export type ProgramStateRow = typeof schema.programState.$inferSelect;
export type PlayerPreferenceRow = typeof schema.playerPreference.$inferSelect;

export interface VideoStateWrite {
  userId: string;
  videoKey: string;
  mediaId: string;
  lastTime: number;
  duration: number;
  /** Undefined keeps what was recorded (false for a new row). */
  completed: boolean | undefined;
  programId: string | null;
  updatedAt: Date;
}

const { bookmark, watchedVideo, videoState, programState, playerPreference } = schema;

/**
 * Progress of many members at once, as arrays (one statement whatever their number: its text never
 * changes). A class finished stays finished when watched again unless the player says otherwise: a
 * null `completed` keeps what was recorded (false for a new row).
 */
const saveVideoStatesStatement = (writes: readonly VideoStateWrite[]) => {
  // One parameter each (sql.param): a bare array would be spread into a list of parameters.
  const column = <T>(pick: (write: VideoStateWrite) => T) => sql.param(writes.map(pick));
  return sql`with saved as (
      select * from unnest(
        ${column((w) => w.userId)}::text[], ${column((w) => w.videoKey)}::text[],
        ${column((w) => w.mediaId)}::text[], ${column((w) => w.lastTime)}::real[],
        ${column((w) => w.duration)}::real[], ${column((w) => w.completed ?? null)}::boolean[],
        ${column((w) => w.programId)}::text[], ${column((w) => w.updatedAt.toISOString())}::timestamptz[]
      ) as s(user_id, video_key, media_id, last_time, duration, completed, program_id, updated_at)
    )
    insert into ${videoState} (user_id, video_key, media_id, last_time, duration, completed, program_id, updated_at)
    select user_id, video_key, media_id, last_time, duration, coalesce(completed, false), program_id, updated_at
    from saved
    on conflict (user_id, video_key) do update set
      media_id = excluded.media_id, last_time = excluded.last_time, duration = excluded.duration,
      completed = coalesce(
        (select s.completed from saved s where s.user_id = excluded.user_id and s.video_key = excluded.video_key),
        ${videoState}.completed
      ),
      program_id = excluded.program_id, updated_at = excluded.updated_at`;
};

// One JSON text instead of 25 rows of 3 fields: PGlite decodes each result field in JavaScript.
const prepareBookmarks = (db: Db) =>
  db
    .select({
      rows: sql<
        { mediaId: string; pageUrl: string; createdAt: string }[]
      >`coalesce(json_agg(json_build_object(
        'mediaId', ${bookmark.mediaId}, 'pageUrl', ${bookmark.pageUrl}, 'createdAt', ${bookmark.createdAt}
      ) order by ${bookmark.createdAt} desc, ${bookmark.mediaId} desc), '[]')`,
    })
    .from(bookmark)
    .where(eq(bookmark.userId, sql.placeholder('userId')))
    .prepare('library_bookmarks');

/** What the profile (GET /api/users/{id}, on every page of a member) needs of the library. */
export interface LibraryProfileRows {
  watchedVideos: number;
  bookmarks: number;
  programStates: Omit<ProgramStateRow, 'startedAt'>[];
}

type Json<Row> = { [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] };

// The profile's library part in one statement (it was three): the counts, and program states as JSON, each statement costing PGlite a round of its protocol before any work.
const prepareProfileRows = (db: Db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      watchedVideos: sql<number>`(select count(*)::int from ${watchedVideo} where ${watchedVideo.userId} = ${userId})`,
      bookmarks: sql<number>`(select count(*)::int from ${bookmark} where ${bookmark.userId} = ${userId})`,
      programStates: sql<
        Json<Omit<ProgramStateRow, 'startedAt'>>[]
      >`coalesce((select json_agg(json_build_object(
        'userId', p.user_id, 'programId', p.program_id, 'sectionState', p.section_state, 'updatedAt', p.updated_at
      )) from ${programState} p where p.user_id = ${userId}), '[]')`,
    })
    .from(sql`(select 1) as one`)
    .prepare('library_profile_rows');
};

/** The only place that reads and writes members' favorites, progress and classes taken. */
export class LibraryRepository {
  constructor(private readonly db: Db) {
    this.bookmarksQuery = prepareBookmarks(db);
    this.profileRowsQuery = prepareProfileRows(db);
  }

  // The routes a member's pages call often use statements built once: on PGlite, building the SQL
  // text costs about as much as running it.
  private readonly bookmarksQuery: ReturnType<typeof prepareBookmarks>;
  private readonly profileRowsQuery: ReturnType<typeof prepareProfileRows>;

  async profileRows(userId: string): Promise<LibraryProfileRows> {
    const [found] = await this.profileRowsQuery.execute({ userId });
    return {
      watchedVideos: found?.watchedVideos ?? 0,
      bookmarks: found?.bookmarks ?? 0,
      programStates: (found?.programStates ?? []).map((row) => ({
        ...row,
        updatedAt: new Date(row.updatedAt),
      })),
    };
  }

  async bookmarks(userId: string): Promise<BookmarkRow[]> {
    const [found] = await this.bookmarksQuery.execute({ userId });
    return (found?.rows ?? []).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  /** Adds a favorite; favoriting again keeps the first date and takes the newer page URL. */
  async addBookmark(userId: string, mediaId: string, pageUrl: string, now: Date): Promise<BookmarkRow> {
    const [row] = await this.db
      .insert(bookmark)
      .values({ userId, mediaId, pageUrl, createdAt: now })
      .onConflictDoUpdate({ target: [bookmark.userId, bookmark.mediaId], set: { pageUrl } })
      .returning({ mediaId: bookmark.mediaId, pageUrl: bookmark.pageUrl, createdAt: bookmark.createdAt });
    if (!row) throw new Error('bookmark upsert returned nothing');
    return row;
  }

  async removeBookmark(userId: string, mediaId: string): Promise<void> {
    await this.db.delete(bookmark).where(and(eq(bookmark.userId, userId), eq(bookmark.mediaId, mediaId)));
  }

  async addWatchedVideo(
    userId: string,
    mediaId: string,
    programId: string | null,
    now: Date,
  ): Promise<WatchedVideoRow> {
    const [row] = await this.db
      .insert(watchedVideo)
      .values({ userId, mediaId, programId, createdAt: now })
      .returning({ mediaId: watchedVideo.mediaId, createdAt: watchedVideo.createdAt });
    if (!row) throw new Error('watched video insert returned nothing');
    return row;
  }

  /** Classes taken, newest first, at most `limit`. */
  watchedVideos(userId: string, limit: number): Promise<WatchedVideoRow[]> {
    return this.db
      .select({ mediaId: watchedVideo.mediaId, createdAt: watchedVideo.createdAt })
      .from(watchedVideo)
      .where(eq(watchedVideo.userId, userId))
      .orderBy(desc(watchedVideo.createdAt), desc(watchedVideo.id))
      .limit(limit);
  }

  /** Saves progress; each (member, video key) at most once in `writes`. */
  async saveVideoStates(writes: readonly VideoStateWrite[]): Promise<void> {
    if (writes.length > 0) await this.db.execute(saveVideoStatesStatement(writes));
  }

  videoStates(userId: string): Promise<VideoStateRow[]> {
    return this.db
      .select()
      .from(videoState)
      .where(eq(videoState.userId, userId))
      .orderBy(desc(videoState.updatedAt));
  }

  async saveProgramState(
    userId: string,
    programId: string,
    sectionState: Record<string, unknown>,
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(programState)
      .values({ userId, programId, sectionState, startedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [programState.userId, programState.programId],
        set: { sectionState, updatedAt: now },
      });
  }

  programStates(userId: string): Promise<ProgramStateRow[]> {
    return this.db.select().from(programState).where(eq(programState.userId, userId));
  }

  async playerPreferences(userId: string): Promise<PlayerPreferenceRow | undefined> {
    const [row] = await this.db.select().from(playerPreference).where(eq(playerPreference.userId, userId));
    return row;
  }

  async savePlayerPreferences(
    userId: string,
    changes: Partial<Pick<PlayerPreferenceRow, 'mirror' | 'playbackRate' | 'monoAudio'>>,
    now: Date,
  ): Promise<PlayerPreferenceRow> {
    const [row] = await this.db
      .insert(playerPreference)
      .values({ userId, ...changes, updatedAt: now })
      .onConflictDoUpdate({ target: playerPreference.userId, set: { ...changes, updatedAt: now } })
      .returning();
    if (!row) throw new Error('player preference upsert returned nothing');
    return row;
  }
}
