import type { LiveBreak } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LiveClassRow, NewLiveClass } from './live.repository';

const table = schema.liveClass;

/** The console's reads and writes of the schedule beyond what members use (LiveRepository). */
export class StudioLiveRepository {
  constructor(private readonly db: Db) {}

  /** How many members reserved each class. */
  async reservedCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ classId: schema.liveClassRsvp.classId, n: count() })
      .from(schema.liveClassRsvp)
      .where(inArray(schema.liveClassRsvp.classId, ids))
      .groupBy(schema.liveClassRsvp.classId);
    return new Map(rows.map((row) => [row.classId, Number(row.n)]));
  }

  /** Staff who teach (owners and instructors), by name: the class form's instructor picker. */
  async instructors(): Promise<{ userId: string; name: string }[]> {
    const rows = await this.db
      .select({
        userId: schema.user.id,
        first: schema.user.firstName,
        last: schema.user.lastName,
        name: schema.user.name,
        email: schema.user.email,
        role: schema.user.staffRole,
      })
      .from(schema.user)
      .where(inArray(schema.user.staffRole, ['owner', 'instructor']))
      .orderBy(asc(schema.user.email));
    return rows.map((row) => ({ userId: row.userId, name: displayName(row) }));
  }

  async breaks(): Promise<LiveBreak[]> {
    const rows = await this.db.select().from(schema.liveBreak).orderBy(asc(schema.liveBreak.firstDay));
    return rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      firstDay: row.firstDay,
      lastDay: row.lastDay,
    }));
  }

  async addBreak(db: Db, value: Omit<LiveBreak, 'id'>): Promise<LiveBreak> {
    const [row] = await db.insert(schema.liveBreak).values(value).returning();
    if (!row) throw new Error('no break inserted');
    return { id: String(row.id), name: row.name, firstDay: row.firstDay, lastDay: row.lastDay };
  }

  async removeBreak(db: Db, id: number): Promise<LiveBreak | undefined> {
    const [row] = await db.delete(schema.liveBreak).where(eq(schema.liveBreak.id, id)).returning();
    return row && { id: String(row.id), name: row.name, firstDay: row.firstDay, lastDay: row.lastDay };
  }

  async addSeries(
    db: Db,
    rule: { weekdays: number[]; time: string; minutes: number; firstDay: string; lastDay: string },
  ): Promise<number> {
    const [row] = await db.insert(schema.liveSeries).values(rule).returning({ id: schema.liveSeries.id });
    if (!row) throw new Error('no series inserted');
    return row.id;
  }

  async addClasses(db: Db, rows: NewLiveClass[]): Promise<LiveClassRow[]> {
    return db.insert(table).values(rows).returning();
  }

  /** Every date of a weekly series, cancelled ones too, in order. */
  async seriesClasses(seriesId: number, db: Db = this.db): Promise<LiveClassRow[]> {
    return db.select().from(table).where(eq(table.seriesId, seriesId)).orderBy(asc(table.startsAt));
  }

  async updateSeries(
    db: Db,
    id: number,
    rule: Partial<{ weekdays: number[]; time: string; minutes: number; firstDay: string; lastDay: string }>,
  ): Promise<void> {
    await db.update(schema.liveSeries).set(rule).where(eq(schema.liveSeries.id, id));
  }

  async series(id: number, db: Db = this.db) {
    const [row] = await db.select().from(schema.liveSeries).where(eq(schema.liveSeries.id, id));
    return row;
  }

  /** A console upload (the uploads module's row): its class, who made it, whether it replaces a video. */
  async upload(uploadId: string) {
    const [row] = await this.db
      .select({
        mediaId: schema.studioUpload.mediaId,
        createdBy: schema.studioUpload.createdBy,
        replacesMediaId: schema.studioUpload.replacesMediaId,
        state: schema.studioUpload.state,
      })
      .from(schema.studioUpload)
      .where(eq(schema.studioUpload.id, uploadId));
    return row;
  }

  /** Whether a class of the catalogue is a draft no live class waits for yet (an upload's own class). */
  async freeDraft(db: Db, mediaId: string): Promise<boolean> {
    const [media] = await db
      .select({ state: schema.mediaItem.state })
      .from(schema.mediaItem)
      .where(eq(schema.mediaItem.id, mediaId));
    if (media?.state !== 'draft') return false;
    const [waiting] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.pendingRecordingMediaId, mediaId));
    return !waiting;
  }

  /** An upload's draft takes the live class's name as its title (it becomes the class's recording). */
  async nameDraft(db: Db, mediaId: string, title: string, description: string): Promise<void> {
    await db
      .update(schema.mediaItem)
      .set({ title, description, updatedAt: new Date() })
      .where(and(eq(schema.mediaItem.id, mediaId), eq(schema.mediaItem.state, 'draft')));
  }

  /** Uploaded recordings whose video is ready: each is to be attached to its live class. */
  async readyPending(): Promise<{ classId: number; mediaId: string; by: string | null }[]> {
    const rows = await this.db
      .select({ classId: table.id, mediaId: schema.mediaItem.id, by: table.pendingRecordingBy })
      .from(table)
      .innerJoin(schema.mediaItem, eq(schema.mediaItem.id, table.pendingRecordingMediaId))
      .innerJoin(schema.videoAsset, eq(schema.videoAsset.id, schema.mediaItem.videoAssetId))
      .where(and(isNotNull(table.pendingRecordingMediaId), eq(schema.videoAsset.status, 'ready')));
    return rows;
  }

  /** Takes a waiting recording off its class: true only for the one call (of any server) that took it. */
  async claimPending(db: Db, classId: number, mediaId: string): Promise<boolean> {
    const rows = await db
      .update(table)
      .set({ pendingRecordingMediaId: null, pendingRecordingBy: null })
      .where(and(eq(table.id, classId), eq(table.pendingRecordingMediaId, mediaId)))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  /** A draft recording goes out: members see it (and the notice's link plays it). */
  async publishDraft(db: Db, mediaId: string, at: Date): Promise<void> {
    await db
      .update(schema.mediaItem)
      .set({ state: 'published', publishedAt: at, updatedAt: at })
      .where(and(eq(schema.mediaItem.id, mediaId), eq(schema.mediaItem.state, 'draft')));
  }

  async update(db: Db, id: number, values: Partial<NewLiveClass>): Promise<LiveClassRow | undefined> {
    const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
    return row;
  }
}

/** How the console names a member of staff: first and last name, else the account's name, else the e-mail. */
export function displayName(row: { first: string; last: string; name: string; email: string }): string {
  return `${row.first} ${row.last}`.trim() || row.name.trim() || row.email;
}
