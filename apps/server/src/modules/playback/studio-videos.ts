import {
  musicCountsSchema,
  type PackagingState,
  packagingStateSchema,
  type StudioVideo,
  tempoSuggestionSchema,
  videoProgressSchema,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { asc, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import { chapterMarksOf } from '../../video/webvtt';

const { videoAsset, mediaItem } = schema;

/** Videos that became ready this long ago still come with a console's snapshot. */
const RECENTLY_READY_MS = 24 * 60 * 60 * 1000;

/**
 * The console's view of video assets (contracts' StudioVideo): state, progress, place in the queue,
 * the class that plays it, chapters and captions. Read from the database each time, so every process
 * answers alike.
 */
export class StudioVideos {
  constructor(private readonly db: Db) {}

  async one(assetId: string): Promise<StudioVideo | undefined> {
    const [video] = await this.read(eq(videoAsset.id, assetId));
    return video;
  }

  async byIds(assetIds: readonly string[]): Promise<StudioVideo[]> {
    return assetIds.length === 0 ? [] : this.read(inArray(videoAsset.id, [...assetIds]));
  }

  /** The camera angles filmed beside a video (decision 063), oldest first. */
  async anglesOf(assetId: string): Promise<StudioVideo[]> {
    return this.read(eq(videoAsset.angleOf, assetId));
  }

  /** Every video not yet ready, and those ready within the last day. */
  async snapshot(): Promise<StudioVideo[]> {
    return this.read(
      or(
        ne(videoAsset.status, 'ready'),
        gt(videoAsset.updatedAt, new Date(Date.now() - RECENTLY_READY_MS)),
      ) as SQL,
    );
  }

  /** Each queued asset's place: 1 is packaged next (first come, first served). */
  async queuePositions(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: videoAsset.id })
      .from(videoAsset)
      .where(eq(videoAsset.status, 'queued'))
      .orderBy(asc(videoAsset.queuedAt), asc(videoAsset.id));
    return new Map(rows.map((row, i) => [row.id, i + 1]));
  }

  private async read(where: SQL): Promise<StudioVideo[]> {
    const rows = await this.db
      .select({ asset: videoAsset, mediaId: mediaItem.id })
      .from(videoAsset)
      .leftJoin(mediaItem, eq(mediaItem.videoAssetId, videoAsset.id))
      .where(where)
      .orderBy(asc(videoAsset.createdAt), asc(videoAsset.id), asc(mediaItem.id));
    const positions = rows.some((row) => row.asset.status === 'queued')
      ? await this.queuePositions()
      : new Map<string, number>();
    const seen = new Set<string>();
    const videos: StudioVideo[] = [];
    for (const { asset, mediaId } of rows) {
      // An asset several media items play (a class and its trailer) is one video, of the first by id.
      if (seen.has(asset.id)) continue;
      seen.add(asset.id);
      const state: PackagingState = packagingStateSchema.catch('failed').parse(asset.status);
      const progress = videoProgressSchema.safeParse(asset.progress);
      videos.push({
        assetId: asset.id,
        state,
        mediaId: mediaId ?? null,
        replacesMediaId: asset.replacesMediaId,
        queuePosition: state === 'queued' ? (positions.get(asset.id) ?? null) : null,
        progress: (state === 'packaging' || state === 'watchable') && progress.success ? progress.data : null,
        readyRenditions: asset.readyRenditions,
        error: state === 'failed' ? (asset.error ?? 'The packaging failed') : null,
        durationSeconds: asset.durationSeconds,
        width: asset.width,
        height: asset.height,
        captionsName: asset.captionsVtt ? (asset.captionsName ?? 'captions.vtt') : null,
        chapters: chapterMarksOf(asset.chaptersVtt),
        // A value written by an older version that the schema no longer takes reads as none.
        musicCounts: musicCountsSchema.nullable().catch(null).parse(asset.musicCounts),
        tempoSuggestion: tempoSuggestionSchema.nullable().catch(null).parse(asset.tempoSuggestion),
        angleOf: asset.angleOf,
        angleLabel: asset.angleOf ? (asset.angleLabel ?? null) : null,
        updatedAt: asset.updatedAt.toISOString(),
      });
    }
    return videos;
  }
}
