import type { Collection, Course, InitialData, MediaItem, PlaylistTile, Section } from '@releve/contracts';
import { openForEveryone, slugify } from '@releve/contracts';
import type { CatalogRows, PlaylistRow } from './catalog.repository';
import { readStoredRule, ruleItems } from './home-rule-items';
import { buildCollections, buildInitialData, buildSections } from './initial-data';
import { type MediaRecord, posterImage, StringInterner, toMediaItem, toMediaRecord } from './media-items';
import { buildCourses } from './programs';
import { buildSeries, type CatalogSeries } from './series-index';

/** A playlist with its items resolved to media indices (tag playlists: every tagged item, newest first). */
export interface CatalogPlaylist {
  row: PlaylistRow;
  items: Int32Array;
  /** Per item of a hand-ordered playlist: plays for non-members too (the Free tag of programs). */
  unlocked: Uint8Array;
}

/**
 * The whole catalogue in memory, built once from the tables and never changed: a rebuild makes a
 * new snapshot, and readers keep the one they started with. Media live once, in an array sorted
 * newest first; playlists and series hold indices into it.
 */
export class CatalogSnapshot {
  readonly media: readonly MediaRecord[];
  readonly playlists: ReadonlyMap<string, CatalogPlaylist>;
  readonly series: ReadonlyMap<string, CatalogSeries>;
  readonly courses: readonly Course[];
  readonly initialData: InitialData;
  private readonly mediaIndex: ReadonlyMap<string, number>;
  private readonly coursesById: ReadonlyMap<string, Course>;
  private readonly sectionsById: ReadonlyMap<string, Section>;
  private readonly collectionsById: ReadonlyMap<string, Collection>;
  private readonly dailyClassByDay: ReadonlyMap<string, number>;
  private slugs: Map<string, string> | undefined;
  private freelyPlayableIds: ReadonlySet<string> | undefined;
  /** Modules of sections not open to everyone when the snapshot was built: their Free lessons wait (decision 042). */
  private readonly drippedPlaylistIds: ReadonlySet<string>;

  constructor(rows: CatalogRows, builtAt = Date.now()) {
    const interner = new StringInterner();
    const media = rows.media.map((row) => toMediaRecord(row, interner));
    media.sort((a, b) => b.pubdate - a.pubdate || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.media = media;
    this.mediaIndex = new Map(media.map((record, index) => [record.id, index]));
    this.playlists = this.resolvePlaylists(rows);
    this.series = buildSeries(rows, media, this.mediaIndex);
    this.courses = buildCourses(rows, (playlistId) => {
      const playlist = this.playlists.get(playlistId);
      if (!playlist) return [];
      return Array.from(playlist.items, (index, position) => ({
        record: media[index] as MediaRecord,
        unlocked: playlist.unlocked[position] === 1,
      }));
    });
    this.coursesById = new Map(this.courses.map((course) => [course.id, course]));
    this.drippedPlaylistIds = new Set(
      this.courses.flatMap((course) =>
        course.sections
          .filter((section) => !openForEveryone(section.drip, builtAt))
          .flatMap((section) => section.playlists.map((playlist) => playlist.id)),
      ),
    );
    const sections = buildSections(rows);
    const collections = buildCollections(rows);
    this.sectionsById = new Map(sections.map((section) => [section.id, section]));
    this.collectionsById = new Map(collections.map((collection) => [collection.id, collection]));
    this.initialData = buildInitialData(rows, this.courses as Course[], sections, collections, (ids) =>
      this.playlistTiles(ids),
    );
    this.dailyClassByDay = new Map(
      rows.dailyClasses.flatMap(({ day, mediaId }) => {
        const index = this.mediaIndex.get(mediaId);
        return index === undefined ? [] : [[day, index] as const];
      }),
    );
  }

  private resolvePlaylists(rows: CatalogRows): Map<string, CatalogPlaylist> {
    const wantedTags = new Set(rows.playlists.filter((p) => p.kind === 'tags').flatMap((p) => p.tags));
    // Items per tag, newest first (media are sorted so), only for tags some playlist asks for.
    const itemsOfTag = new Map<string, number[]>();
    if (wantedTags.size > 0) {
      this.media.forEach((record, index) => {
        for (const tag of record.tags) {
          if (!wantedTags.has(tag)) continue;
          const list = itemsOfTag.get(tag);
          if (list) list.push(index);
          else itemsOfTag.set(tag, [index]);
        }
      });
    }
    const handOrdered = new Map<string, { index: number; unlocked: boolean }[]>();
    for (const item of rows.playlistItems) {
      const index = this.mediaIndex.get(item.mediaId);
      if (index === undefined) continue;
      const list = handOrdered.get(item.playlistId) ?? [];
      list.push({ index, unlocked: item.unlocked });
      handOrdered.set(item.playlistId, list);
    }

    const playlists = new Map<string, CatalogPlaylist>();
    for (const row of rows.playlists) {
      if (row.kind === 'home-rule') {
        // The home editor's rule rows (decision 044): their items computed from the rule.
        const stored = readStoredRule(row.rule);
        const indices = stored ? ruleItems(this.media, stored, rows.ruleRankings) : new Int32Array(0);
        playlists.set(row.id, { row, items: indices, unlocked: new Uint8Array(indices.length) });
      } else if (row.kind === 'tags') {
        const indices = Int32Array.from(new Set(row.tags.flatMap((tag) => itemsOfTag.get(tag) ?? []))).sort();
        playlists.set(row.id, { row, items: indices, unlocked: new Uint8Array(indices.length) });
      } else {
        const items = handOrdered.get(row.id) ?? [];
        playlists.set(row.id, {
          row,
          items: Int32Array.from(items, (item) => item.index),
          unlocked: Uint8Array.from(items, (item) => (item.unlocked ? 1 : 0)),
        });
      }
    }
    return playlists;
  }

  /** Playlists as tiles of a home row, in the order asked; unknown ones left out. */
  playlistTiles(ids: readonly string[]): PlaylistTile[] {
    return ids.flatMap((id) => {
      const playlist = this.playlists.get(id);
      if (!playlist) return [];
      const first = playlist.items[0];
      const posterId = playlist.row.posterId ?? (first === undefined ? null : this.media[first]?.posterId);
      return [
        {
          id,
          name: playlist.row.title,
          thumbnail: posterImage(posterId ?? null),
          count: playlist.items.length,
        },
      ];
    });
  }

  indexOfMedia(mediaId: string): number | undefined {
    return this.mediaIndex.get(mediaId);
  }

  recordOf(mediaId: string): MediaRecord | undefined {
    const index = this.mediaIndex.get(mediaId);
    return index === undefined ? undefined : this.media[index];
  }

  mediaItem(mediaId: string, now: number, feedid: string | null = null): MediaItem | undefined {
    const record = this.recordOf(mediaId);
    return record && this.toItem(record, feedid, now);
  }

  /** The item as the routes answer it, marked freely playable as the player's access rule sees it. */
  toItem(record: MediaRecord, feedid: string | null, now: number): MediaItem {
    return toMediaItem(record, feedid, now, this.isFreelyPlayable(record.id));
  }

  /**
   * Plays for everyone whatever the access model (viewing.md §4): the item is in a free or sampler
   * playlist, or an unlocked program lesson of a section open to everyone (a section that opens on a
   * date yet to come, or by each member's own progress, keeps its Free lessons to the sign route's
   * per-member decision). The set is built on first ask.
   */
  isFreelyPlayable(mediaId: string): boolean {
    if (!this.freelyPlayableIds) {
      const mediaIds = new Set<string>();
      for (const { row, items, unlocked } of this.playlists.values()) {
        const freeTier = row.freeTier === 'free' || row.freeTier === 'sampler';
        const lessonsWait = this.drippedPlaylistIds.has(row.id);
        items.forEach((index, position) => {
          const record = this.media[index];
          if (record && (freeTier || (!lessonsWait && unlocked[position] === 1))) mediaIds.add(record.id);
        });
      }
      this.freelyPlayableIds = mediaIds;
    }
    return this.freelyPlayableIds.has(mediaId);
  }

  course(programId: string): Course | undefined {
    return this.coursesById.get(programId);
  }

  /** Sections of the Classes page (program sections are reached through their program). */
  section(sectionId: string): Section | undefined {
    return this.sectionsById.get(sectionId);
  }

  collection(collectionId: string): Collection | undefined {
    return this.collectionsById.get(collectionId);
  }

  /** Class of the Day from `today` (YYYY-MM-DD, UTC) through the six days after it. */
  dailyClasses(today: string, now: number): { date: string; media: MediaItem }[] {
    const start = Date.parse(`${today}T00:00:00Z`);
    const classes: { date: string; media: MediaItem }[] = [];
    for (let day = 0; day < 7; day++) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const index = this.dailyClassByDay.get(date);
      const record = index === undefined ? undefined : this.media[index];
      if (record) classes.push({ date, media: this.toItem(record, null, now) });
    }
    return classes;
  }

  /** The item whose title slugifies to `slug`, the newest when several do (built on first use). */
  mediaIdOfSlug(slug: string): string | undefined {
    if (!this.slugs) {
      this.slugs = new Map();
      for (const record of this.media) {
        const own = slugify(record.title);
        if (own && !this.slugs.has(own)) this.slugs.set(own, record.id);
      }
    }
    return this.slugs.get(slug);
  }
}
