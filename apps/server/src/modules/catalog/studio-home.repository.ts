import { type Db, schema } from '@releve/db';
import { and, asc, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';

const { homeShelf, featuredContent, playlist, playlistItem, program, mediaItem, dailyClass } = schema;

/** The home editor's own playlists (decision 044): hand-picked classes, and rules. */
export const HOME_PLAYLIST_KINDS = ['home-picked', 'home-rule'] as const;

export type HomeShelfRow = typeof homeShelf.$inferSelect;
export type FeaturedRow = typeof featuredContent.$inferSelect;
export type OwnPlaylist = { id: string; kind: string; rule: unknown; mediaIds: string[] };

/** The tables the home editor reads and writes. */
export class StudioHomeRepository {
  constructor(private readonly db: Db) {}

  async read(db: Db = this.db) {
    const [shelves, featured, own, items] = await Promise.all([
      db.select().from(homeShelf).orderBy(asc(homeShelf.position), asc(homeShelf.id)),
      db.select().from(featuredContent).orderBy(asc(featuredContent.position), asc(featuredContent.id)),
      db
        .select({ id: playlist.id, kind: playlist.kind, rule: playlist.rule })
        .from(playlist)
        .where(inArray(playlist.kind, [...HOME_PLAYLIST_KINDS])),
      db
        .select({ playlistId: playlistItem.playlistId, mediaId: playlistItem.mediaId })
        .from(playlistItem)
        .innerJoin(playlist, eq(playlist.id, playlistItem.playlistId))
        .where(eq(playlist.kind, 'home-picked'))
        .orderBy(asc(playlistItem.playlistId), asc(playlistItem.position)),
    ]);
    const ownPlaylists = new Map<string, OwnPlaylist>(
      own.map((row) => [row.id, { ...row, mediaIds: [] as string[] }]),
    );
    for (const item of items) ownPlaylists.get(item.playlistId)?.mediaIds.push(item.mediaId);
    return { shelves, featured, ownPlaylists };
  }

  /** Playlists a row may show (not the editor's own) and published programs, by title. */
  async choices() {
    const [playlists, programs] = await Promise.all([
      this.db
        .select({ id: playlist.id, title: playlist.title })
        .from(playlist)
        .where(notInArray(playlist.kind, [...HOME_PLAYLIST_KINDS]))
        .orderBy(asc(playlist.title), asc(playlist.id)),
      this.db
        .select({ id: program.id, title: program.name })
        .from(program)
        .where(eq(program.state, 'published'))
        .orderBy(asc(program.position), asc(program.id)),
    ]);
    return { playlists, programs };
  }

  /** Titles of these media items, published ones only. */
  async titles(ids: readonly string[], db: Db = this.db): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: mediaItem.id, title: mediaItem.title })
      .from(mediaItem)
      .where(and(inArray(mediaItem.id, [...ids]), eq(mediaItem.state, 'published')));
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  async daily(from: string, to: string) {
    return this.db
      .select({ day: dailyClass.day, mediaId: dailyClass.mediaId, title: mediaItem.title })
      .from(dailyClass)
      .innerJoin(mediaItem, eq(mediaItem.id, dailyClass.mediaId))
      .where(and(gte(dailyClass.day, from), lte(dailyClass.day, to)))
      .orderBy(asc(dailyClass.day));
  }

  async dailyOf(db: Db, day: string): Promise<string | null> {
    const [row] = await db.select().from(dailyClass).where(eq(dailyClass.day, day));
    return row?.mediaId ?? null;
  }

  async setDaily(db: Db, day: string, mediaId: string): Promise<void> {
    await db
      .insert(dailyClass)
      .values({ day, mediaId })
      .onConflictDoUpdate({ target: dailyClass.day, set: { mediaId } });
  }

  async clearDaily(db: Db, day: string): Promise<void> {
    await db.delete(dailyClass).where(eq(dailyClass.day, day));
  }
}
