import type { ProgramLevel, ProgramState } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, inArray, isNull, max, notInArray, or, sql } from 'drizzle-orm';

const {
  program,
  programSection,
  section,
  sectionPlaylist,
  playlist,
  playlistItem,
  mediaItem,
  programResource,
} = schema;

/** A program's whole tree as stored, for the builder (decision 042). */
export interface ProgramTreeRecord {
  id: string;
  name: string;
  description: string;
  shortDescription: string;
  level: ProgramLevel | null;
  groupName: string;
  posterId: string | null;
  state: ProgramState;
  sections: {
    id: string;
    name: string;
    description: string;
    dripKind: string;
    opensAt: Date | null;
    opensAfterDays: number | null;
    modules: {
      id: string;
      name: string;
      lessons: {
        mediaId: string;
        free: boolean;
        title: string;
        durationSeconds: number;
        posterId: string | null;
        classState: 'draft' | 'published';
      }[];
    }[];
  }[];
  resources: { id: string; title: string; type: string; free: boolean }[];
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The only place that reads and writes programs for the console: the program row, its sections (with
 * their drip rules on the program's links), modules (playlists), lessons (playlist items) and
 * resources. The service decides; this reads and writes.
 */
export class StudioProgramsRepository {
  constructor(private readonly db: Db) {}

  list(db: Db = this.db) {
    return db
      .select({
        id: program.id,
        name: program.name,
        state: program.state,
        level: program.level,
        groupName: program.groupName,
        sections: sql<number>`(select count(*)::int from ${programSection} ps where ps.program_id = ${program.id})`,
        lessons: sql<number>`(select count(*)::int from ${programSection} ps
          join ${sectionPlaylist} sp on sp.section_id = ps.section_id
          join ${playlistItem} pi on pi.playlist_id = sp.playlist_id
          where ps.program_id = ${program.id})`,
      })
      .from(program)
      .orderBy(asc(program.position), asc(program.id));
  }

  async exists(id: string, db: Db = this.db): Promise<boolean> {
    const [row] = await db.select({ id: program.id }).from(program).where(eq(program.id, id));
    return !!row;
  }

  /** Takes the program's row lock for the transaction, so two saves of one program do not interleave. */
  async lock(tx: Db, id: string): Promise<boolean> {
    const rows = await tx.select({ id: program.id }).from(program).where(eq(program.id, id)).for('update');
    return rows.length > 0;
  }

  async read(id: string, db: Db = this.db): Promise<ProgramTreeRecord | undefined> {
    const [row] = await db.select().from(program).where(eq(program.id, id));
    if (!row) return undefined;
    const links = await db
      .select({
        sectionId: programSection.sectionId,
        dripKind: programSection.dripKind,
        opensAt: programSection.opensAt,
        opensAfterDays: programSection.opensAfterDays,
        name: section.name,
        description: section.description,
      })
      .from(programSection)
      .innerJoin(section, eq(section.id, programSection.sectionId))
      .where(eq(programSection.programId, id))
      .orderBy(asc(programSection.position));
    const sectionIds = links.map((link) => link.sectionId);
    const modules = sectionIds.length
      ? await db
          .select({ sectionId: sectionPlaylist.sectionId, id: playlist.id, name: playlist.title })
          .from(sectionPlaylist)
          .innerJoin(playlist, eq(playlist.id, sectionPlaylist.playlistId))
          .where(inArray(sectionPlaylist.sectionId, sectionIds))
          .orderBy(asc(sectionPlaylist.sectionId), asc(sectionPlaylist.position))
      : [];
    const playlistIds = modules.map((module) => module.id);
    const lessons = playlistIds.length
      ? await db
          .select({
            playlistId: playlistItem.playlistId,
            mediaId: playlistItem.mediaId,
            free: playlistItem.unlocked,
            title: mediaItem.title,
            durationSeconds: mediaItem.durationSeconds,
            posterId: mediaItem.posterId,
            classState: mediaItem.state,
          })
          .from(playlistItem)
          .innerJoin(mediaItem, eq(mediaItem.id, playlistItem.mediaId))
          .where(inArray(playlistItem.playlistId, playlistIds))
          .orderBy(asc(playlistItem.playlistId), asc(playlistItem.position))
      : [];
    const resources = await db
      .select({
        id: programResource.id,
        title: programResource.title,
        type: programResource.type,
        free: programResource.free,
      })
      .from(programResource)
      .where(eq(programResource.programId, id))
      .orderBy(asc(programResource.position), asc(programResource.id));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      shortDescription: row.shortDescription,
      level: row.level as ProgramLevel | null,
      groupName: row.groupName,
      posterId: row.posterId,
      state: row.state as ProgramState,
      sections: links.map((link) => ({
        id: link.sectionId,
        name: link.name,
        description: link.description,
        dripKind: link.dripKind,
        opensAt: asDate(link.opensAt),
        opensAfterDays: link.opensAfterDays,
        modules: modules
          .filter((module) => module.sectionId === link.sectionId)
          .map((module) => ({
            id: module.id,
            name: module.name,
            lessons: lessons
              .filter((lesson) => lesson.playlistId === module.id)
              .map(({ playlistId: _playlistId, classState, ...lesson }) => ({
                ...lesson,
                classState: classState === 'draft' ? ('draft' as const) : ('published' as const),
              })),
          })),
      })),
      resources,
    };
  }

  async existingMediaIds(tx: Db, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ id: mediaItem.id })
      .from(mediaItem)
      .where(inArray(mediaItem.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  }

  /** The resources named, with the program each is attached to. */
  async resourcesByIds(tx: Db, ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, string | null>();
    const rows = await tx
      .select({ id: programResource.id, programId: programResource.programId })
      .from(programResource)
      .where(inArray(programResource.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.programId]));
  }

  /** Every resource of the studio's library, attached or not, for the builder's picker. */
  allResources() {
    return this.db
      .select({
        id: programResource.id,
        title: programResource.title,
        type: programResource.type,
        free: programResource.free,
        programId: programResource.programId,
      })
      .from(programResource)
      .orderBy(asc(programResource.title), asc(programResource.id));
  }

  /** A new program, unpublished, listed after every other. */
  async insertProgram(tx: Db, id: string, name: string): Promise<void> {
    const [row] = await tx.select({ at: max(program.position) }).from(program);
    await tx
      .insert(program)
      .values({ id, name, sidebarName: name, state: 'unpublished', position: (row?.at ?? -1) + 1 });
  }

  async idTaken(tx: Db, id: string): Promise<boolean> {
    return this.exists(id, tx);
  }

  programIds(tx: Db) {
    return tx.select({ id: program.id }).from(program);
  }

  async setPositions(tx: Db, ids: readonly string[]): Promise<void> {
    for (const [position, id] of ids.entries())
      await tx.update(program).set({ position }).where(eq(program.id, id));
  }

  async setState(tx: Db, id: string, state: ProgramState): Promise<void> {
    await tx.update(program).set({ state }).where(eq(program.id, id));
  }

  /**
   * Removes what the program no longer holds: its links first, then the section rows no other program
   * links, and the modules no section, collection or home row names any more. Members' progress,
   * classes taken and program states are other tables, keyed by class and program: they stay.
   */
  async removeTree(
    tx: Db,
    programId: string,
    keepSectionIds: readonly string[],
    keepPlaylistIds: readonly string[],
  ) {
    const oldSections = await tx
      .select({ id: programSection.sectionId })
      .from(programSection)
      .where(eq(programSection.programId, programId));
    const oldSectionIds = oldSections.map((row) => row.id);
    const oldPlaylists = oldSectionIds.length
      ? await tx
          .select({ id: sectionPlaylist.playlistId })
          .from(sectionPlaylist)
          .where(inArray(sectionPlaylist.sectionId, oldSectionIds))
      : [];
    await tx.delete(programSection).where(eq(programSection.programId, programId));
    if (oldSectionIds.length)
      await tx.delete(sectionPlaylist).where(inArray(sectionPlaylist.sectionId, oldSectionIds));
    const goneSections = oldSectionIds.filter((id) => !keepSectionIds.includes(id));
    if (goneSections.length)
      await tx
        .delete(section)
        .where(
          and(
            inArray(section.id, goneSections),
            sql`not exists (select 1 from ${programSection} ps where ps.section_id = ${section.id})`,
            eq(section.listed, false),
          ),
        );
    const gonePlaylists = oldPlaylists.map((row) => row.id).filter((id) => !keepPlaylistIds.includes(id));
    if (gonePlaylists.length)
      await tx
        .delete(playlist)
        .where(
          and(
            inArray(playlist.id, gonePlaylists),
            sql`not exists (select 1 from ${sectionPlaylist} sp where sp.playlist_id = ${playlist.id})`,
            sql`not exists (select 1 from collection_playlist cp where cp.playlist_id = ${playlist.id})`,
            sql`not exists (select 1 from home_shelf hs where hs.item_id = ${playlist.id})`,
          ),
        );
  }

  /** Attaches exactly these resources, in this order; the program's others are detached (kept in the library). */
  async attachResources(tx: Db, programId: string, resourceIds: readonly string[]): Promise<void> {
    await tx
      .update(programResource)
      .set({ programId: null, position: 0 })
      .where(
        and(
          eq(programResource.programId, programId),
          resourceIds.length ? notInArray(programResource.id, [...resourceIds]) : sql`true`,
        ),
      );
    for (const [position, id] of resourceIds.entries())
      await tx
        .update(programResource)
        .set({ programId, position })
        .where(
          and(
            eq(programResource.id, id),
            or(isNull(programResource.programId), eq(programResource.programId, programId)),
          ),
        );
  }
}
