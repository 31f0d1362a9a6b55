import type { MusicCounts, PackagingState, TempoSuggestion, VideoProgress } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';

const { videoAsset, mediaItem } = schema;

export type VideoAssetRow = typeof videoAsset.$inferSelect;

/** The status column's values (contracts' PACKAGING_STATES): `watchable` and `ready` assets play. */
export type VideoAssetStatus = PackagingState;

/** The media's packaged video, as playback needs it (never part of a catalogue answer). */
export interface MediaVideo {
  assetId: string;
  status: string;
  chaptersVtt: string | null;
  captionsVtt: string | null;
  /** The music's counts (contracts' MusicCounts), as the studio saved them. */
  musicCounts: unknown;
  /** Its camera angles (decision 063), oldest first, each played under the same token once playable. */
  angles: VideoAngle[];
}

export interface VideoAngle {
  assetId: string;
  label: string;
  status: string;
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
      .set({ status: 'packaging', error: null, progress: null, readyRenditions: [], updatedAt: sql`now()` })
      .where(eq(videoAsset.id, assetId));
  }

  /** The packaging's progress (the job writes it about once a second; every process hears of it). */
  async writeProgress(assetId: string, progress: VideoProgress): Promise<void> {
    await this.db
      .update(videoAsset)
      .set({ progress, updatedAt: sql`now()` })
      .where(and(eq(videoAsset.id, assetId), inArray(videoAsset.status, ['packaging', 'watchable'])));
  }

  /**
   * Renditions in place and named by the master playlist: from the first, members may play them
   * (`watchable`); the probed size and duration come with the first, as the class page shows them.
   */
  async markRenditions(
    assetId: string,
    ready: string[],
    probed: { width: number; height: number; durationSeconds: number },
  ): Promise<void> {
    await this.db
      .update(videoAsset)
      .set({
        status: 'watchable',
        readyRenditions: ready,
        width: probed.width,
        height: probed.height,
        durationSeconds: Math.round(probed.durationSeconds),
        updatedAt: sql`now()`,
      })
      .where(and(eq(videoAsset.id, assetId), inArray(videoAsset.status, ['packaging', 'watchable'])));
  }

  async markReady(
    assetId: string,
    probed: { width: number; height: number; durationSeconds: number; renditions: { name: string }[] },
  ): Promise<void> {
    await this.db
      .update(videoAsset)
      .set({
        status: 'ready',
        error: null,
        progress: null,
        readyRenditions: probed.renditions.map((rendition) => rendition.name),
        width: probed.width,
        height: probed.height,
        durationSeconds: Math.round(probed.durationSeconds),
        updatedAt: sql`now()`,
      })
      .where(eq(videoAsset.id, assetId));
  }

  async markFailed(assetId: string, error: string): Promise<void> {
    await this.db
      .update(videoAsset)
      .set({
        status: 'failed',
        error: error.slice(0, 2_000),
        progress: null,
        readyRenditions: [],
        updatedAt: sql`now()`,
      })
      .where(eq(videoAsset.id, assetId));
  }

  /**
   * A replacement video (`replaces_media_id`) that is ready takes its class's place, in one
   * transaction: the class keeps its id, places, favourites and progress, and plays the new asset from
   * the next request on. Answers the asset it replaced when nothing else plays it any more (its files
   * and row can go, with its camera angles'), else null.
   */
  async swapIntoMedia(
    assetId: string,
  ): Promise<{ mediaId: string; oldAssetId: string | null; oldAngleIds: string[] } | null> {
    return this.db.transaction(async (tx) => {
      const [asset] = await tx.select().from(videoAsset).where(eq(videoAsset.id, assetId)).for('update');
      if (!asset?.replacesMediaId || asset.status !== 'ready') return null;
      const mediaId = asset.replacesMediaId;
      const [media] = await tx
        .select({ videoAssetId: mediaItem.videoAssetId })
        .from(mediaItem)
        .where(eq(mediaItem.id, mediaId))
        .for('update');
      if (!media) return null;
      await tx
        .update(mediaItem)
        .set({ videoAssetId: assetId, updatedAt: sql`now()` })
        .where(eq(mediaItem.id, mediaId));
      await tx
        .update(videoAsset)
        .set({ replacesMediaId: null, updatedAt: sql`now()` })
        .where(eq(videoAsset.id, assetId));
      const oldAssetId = media.videoAssetId && media.videoAssetId !== assetId ? media.videoAssetId : null;
      if (!oldAssetId) return { mediaId, oldAssetId: null, oldAngleIds: [] };
      const [stillPlayed] = await tx
        .select({ id: mediaItem.id })
        .from(mediaItem)
        .where(and(eq(mediaItem.videoAssetId, oldAssetId), ne(mediaItem.id, mediaId)))
        .limit(1);
      if (stillPlayed) return { mediaId, oldAssetId: null, oldAngleIds: [] };
      // Its camera angles were filmed beside the old video, not the new one: they go with it.
      const oldAngleIds = (await this.anglesOf(oldAssetId, tx)).map((angle) => angle.assetId);
      await tx.delete(videoAsset).where(eq(videoAsset.id, oldAssetId));
      return { mediaId, oldAssetId, oldAngleIds };
    });
  }

  /** A failed packaging back in the queue (at its end); false when the asset is not failed. */
  async requeueFailed(assetId: string, tx: Db = this.db): Promise<boolean> {
    const rows = await tx
      .update(videoAsset)
      .set({ status: 'queued', error: null, progress: null, queuedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(videoAsset.id, assetId), eq(videoAsset.status, 'failed')))
      .returning({ id: videoAsset.id });
    return rows.length > 0;
  }

  async setChapters(assetId: string, chaptersVtt: string | null, tx: Db = this.db): Promise<void> {
    await tx.update(videoAsset).set({ chaptersVtt, updatedAt: sql`now()` }).where(eq(videoAsset.id, assetId));
  }

  async setMusicCounts(assetId: string, counts: MusicCounts | null, tx: Db = this.db): Promise<void> {
    await tx
      .update(videoAsset)
      .set({ musicCounts: counts, updatedAt: sql`now()` })
      .where(eq(videoAsset.id, assetId));
  }

  /** What the packaging heard in the audio (null: no beat stood out). */
  async setTempoSuggestion(assetId: string, suggestion: TempoSuggestion | null): Promise<void> {
    await this.db.update(videoAsset).set({ tempoSuggestion: suggestion }).where(eq(videoAsset.id, assetId));
  }

  async setCaptions(
    assetId: string,
    captions: { vtt: string; name: string } | null,
    tx: Db = this.db,
  ): Promise<void> {
    await tx
      .update(videoAsset)
      .set({
        captionsVtt: captions?.vtt ?? null,
        captionsName: captions?.name ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(videoAsset.id, assetId));
  }

  /** The video a media item plays, or undefined when it has none. */
  async videoOfMedia(mediaId: string): Promise<MediaVideo | undefined> {
    const [row] = await this.db
      .select({
        assetId: videoAsset.id,
        status: videoAsset.status,
        chaptersVtt: videoAsset.chaptersVtt,
        captionsVtt: videoAsset.captionsVtt,
        musicCounts: videoAsset.musicCounts,
      })
      .from(mediaItem)
      .innerJoin(videoAsset, eq(videoAsset.id, mediaItem.videoAssetId))
      .where(eq(mediaItem.id, mediaId));
    return row && { ...row, angles: await this.anglesOf(row.assetId) };
  }

  /** The camera angles filmed beside a video, oldest first. */
  async anglesOf(assetId: string, tx: Db = this.db): Promise<VideoAngle[]> {
    const rows = await tx
      .select({ assetId: videoAsset.id, label: videoAsset.angleLabel, status: videoAsset.status })
      .from(videoAsset)
      .where(eq(videoAsset.angleOf, assetId))
      .orderBy(asc(videoAsset.createdAt), asc(videoAsset.id));
    return rows.map((row) => ({ ...row, label: row.label ?? '' }));
  }
}
