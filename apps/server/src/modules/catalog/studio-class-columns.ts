import { CLASS_CONTENT_TYPES } from '@releve/contracts';
import { schema } from '@releve/db';
import { sql } from 'drizzle-orm';

const { mediaItem, playlist, playlistItem, videoAsset } = schema;

/** The tier of the free and sampler playlists (`playlist.free_tier`) that decides a class's access. */
export type FreeTier = 'free' | 'sampler';

/**
 * Whether the class is in a playlist of `tier`: looked up by the class (playlist_item's media index),
 * not by reading the tier's whole playlist (a free library of 1,000 classes) for a page of 25.
 */
const inTier = (tier: FreeTier) =>
  sql<boolean>`exists (select 1 from ${playlistItem} where ${playlistItem.mediaId} = ${mediaItem.id}
    and ${playlistItem.playlistId} in (select ${playlist.id} from ${playlist} where ${playlist.freeTier} = ${tier}))`;

/** A class as the studio reads it: its row, whether it is in a free or sampler playlist, its video. */
export const classColumns = {
  id: mediaItem.id,
  title: mediaItem.title,
  description: mediaItem.description,
  durationSeconds: mediaItem.durationSeconds,
  publishedAt: mediaItem.publishedAt,
  contentType: mediaItem.contentType,
  genre: mediaItem.genre,
  tags: mediaItem.tags,
  cardTags: mediaItem.cardTags,
  productIds: mediaItem.productIds,
  trailerId: mediaItem.trailerId,
  posterId: mediaItem.posterId,
  state: mediaItem.state,
  updatedAt: mediaItem.updatedAt,
  inFree: inTier('free'),
  inSampler: inTier('sampler'),
  video: {
    id: videoAsset.id,
    status: videoAsset.status,
    width: videoAsset.width,
    height: videoAsset.height,
    durationSeconds: videoAsset.durationSeconds,
    error: videoAsset.error,
  },
};

/**
 * The media items that are classes. Written with literal values, as the list's indexes (migration
 * 0038) are partial on this very condition: the planner uses such an index only for a query it can
 * prove implies the predicate, which a plan made before the parameters' values are known cannot.
 */
export const isClass = sql`${mediaItem.contentType} in (${sql.raw(
  CLASS_CONTENT_TYPES.map((type) => `'${type}'`).join(', '),
)})`;

/** A text[] parameter (drizzle sends arrays as records otherwise). */
export const toTextArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
