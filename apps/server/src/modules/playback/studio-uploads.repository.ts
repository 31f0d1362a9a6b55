import type { StudioUpload } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';

const { studioUpload, videoAsset } = schema;

export type StudioUploadRow = typeof studioUpload.$inferSelect;

/** Finished uploads stay in the console's list this long, so their packaging can be followed. */
const FINISHED_LISTED_MS = 7 * 24 * 3_600_000;

/** The studio's uploads (decision 039): their rows, and the video assets they make. */
export class StudioUploadsRepository {
  constructor(private readonly db: Db) {}

  async find(uploadId: string): Promise<StudioUploadRow | undefined> {
    const [row] = await this.db.select().from(studioUpload).where(eq(studioUpload.id, uploadId));
    return row;
  }

  /** What the console lists: unfinished and refused uploads, and those finished this week, newest first. */
  async listed(now: Date): Promise<StudioUpload[]> {
    const rows = await this.db
      .select({ upload: studioUpload, assetStatus: videoAsset.status })
      .from(studioUpload)
      .leftJoin(videoAsset, eq(videoAsset.id, studioUpload.assetId))
      .where(
        or(
          inArray(studioUpload.state, ['uploading', 'failed']),
          gt(studioUpload.updatedAt, new Date(now.getTime() - FINISHED_LISTED_MS)),
        ),
      )
      .orderBy(desc(studioUpload.createdAt), desc(studioUpload.id))
      .limit(500);
    return rows.map(({ upload, assetStatus }) => ({
      id: upload.id,
      state: upload.state as StudioUpload['state'],
      filename: upload.filename,
      sizeBytes: upload.sizeBytes,
      receivedBytes: upload.receivedBytes,
      assetId: upload.assetId,
      mediaId: upload.mediaId,
      replacesMediaId: upload.replacesMediaId,
      assetStatus: assetStatus ?? null,
      error: upload.error,
      createdAt: upload.createdAt.toISOString(),
      expiresAt: upload.expiresAt.toISOString(),
    }));
  }

  /** Never lowers the count: PATCHes' updates may land out of order. */
  async setReceived(uploadId: string, receivedBytes: number): Promise<void> {
    await this.db
      .update(studioUpload)
      .set({
        receivedBytes: sql`greatest(${studioUpload.receivedBytes}, ${receivedBytes})`,
        updatedAt: new Date(),
      })
      .where(and(eq(studioUpload.id, uploadId), eq(studioUpload.state, 'uploading')));
  }

  /** Unfinished uploads past their expiry. */
  expired(now: Date): Promise<StudioUploadRow[]> {
    return this.db
      .select()
      .from(studioUpload)
      .where(and(eq(studioUpload.state, 'uploading'), lt(studioUpload.expiresAt, now)));
  }

  /** Forgets a refused or finished upload the studio has seen (an unfinished one is cancelled instead). */
  async dismiss(uploadId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(studioUpload)
      .where(and(eq(studioUpload.id, uploadId), inArray(studioUpload.state, ['failed', 'finished'])))
      .returning({ id: studioUpload.id });
    return deleted.length > 0;
  }
}
