import { type Db, schema } from '@releve/db';
import { eq } from 'drizzle-orm';

const { videoAsset, mediaItem } = schema;

export type VideoAssetRow = typeof videoAsset.$inferSelect;

/** The status column's values: only `ready` assets play. */
export type VideoAssetStatus = 'queued' | 'packaging' | 'ready' | 'failed';

/** The media's packaged video, as playback needs it (never part of a catalogue answer). */
export interface MediaVideo {
  assetId: string;
  status: string;
  chaptersVtt: string | null;
}

/** Video assets: their packaging state for the job, and which one a media item plays. */
export class VideoAssetsRepository {
  constructor(private readonly db: Db) {}

  async find(assetId: string): Promise<VideoAssetRow | undefined> {
    const [row] = await this.db.select().from(videoAsset).where(eq(videoAsset.id, assetId));
    return row;
  }

  async create(row: typeof videoAsset.$inferInsert): Promise<void> {
    await this.db.insert(videoAsset).values(row);
  }

  async markPackaging(assetId: string): Promise<void> {
    await this.db
      .update(videoAsset)
      .set({ status: 'packaging', error: null })
      .where(eq(videoAsset.id, assetId));
  }

  async markReady(
    assetId: string,
    probed: { width: number; height: number; durationSeconds: number },
  ): Promise<void> {
    await this.db
      .update(videoAsset)
      .set({
        status: 'ready',
        error: null,
        width: probed.width,
        height: probed.height,
        durationSeconds: Math.round(probed.durationSeconds),
      })
      .where(eq(videoAsset.id, assetId));
  }

  async markFailed(assetId: string, error: string): Promise<void> {
    await this.db
      .update(videoAsset)
      .set({ status: 'failed', error: error.slice(0, 2_000) })
      .where(eq(videoAsset.id, assetId));
  }

  async setChapters(assetId: string, chaptersVtt: string | null): Promise<void> {
    await this.db.update(videoAsset).set({ chaptersVtt }).where(eq(videoAsset.id, assetId));
  }

  /** The video a media item plays, or undefined when it has none. */
  async videoOfMedia(mediaId: string): Promise<MediaVideo | undefined> {
    const [row] = await this.db
      .select({ assetId: videoAsset.id, status: videoAsset.status, chaptersVtt: videoAsset.chaptersVtt })
      .from(mediaItem)
      .innerJoin(videoAsset, eq(videoAsset.id, mediaItem.videoAssetId))
      .where(eq(mediaItem.id, mediaId));
    return row;
  }
}
