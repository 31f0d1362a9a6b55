import { randomInt } from 'node:crypto';
import { offerIdOf } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new media id: 8 letters or digits, like the spec's `mediaid` (62^8: a clash is rare, and retried). */
export function newMediaId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** Members-only: the on-demand membership's offer, as the catalogue's classes carry it (decision 038). */
export const MEMBERS_OFFER = offerIdOf({ type: 'on-demand' });

export interface DraftClass {
  title: string;
  /** The uploaded video, when there is one (its probed duration becomes the class's). */
  videoAssetId?: string | null;
  description?: string;
}

/**
 * Makes a draft class (decision 038): members-only, invisible to members until published, with
 * `published_at` a placeholder that publishing replaces. Give it the transaction of the change;
 * writing the audit entry (`recordStudioChange`) is the caller's part. Answers the new id.
 */
export async function createDraftClass(tx: Db, draft: DraftClass): Promise<string> {
  const videoAssetId = draft.videoAssetId ?? null;
  let durationSeconds = 0;
  if (videoAssetId) {
    const [asset] = await tx
      .select({ durationSeconds: schema.videoAsset.durationSeconds })
      .from(schema.videoAsset)
      .where(eq(schema.videoAsset.id, videoAssetId));
    durationSeconds = asset?.durationSeconds ?? 0;
  }
  for (;;) {
    const id = newMediaId();
    const inserted = await tx
      .insert(schema.mediaItem)
      .values({
        id,
        title: draft.title,
        description: draft.description ?? '',
        durationSeconds,
        publishedAt: new Date(),
        contentType: 'video',
        productIds: MEMBERS_OFFER,
        state: 'draft',
        videoAssetId,
      })
      .onConflictDoNothing({ target: schema.mediaItem.id })
      .returning({ id: schema.mediaItem.id });
    if (inserted.length > 0) return id;
  }
}

/** Removes a class that is still a draft (an upload that came to nothing); a published one is kept. */
export async function deleteDraftClass(tx: Db, mediaId: string): Promise<boolean> {
  const deleted = await tx
    .delete(schema.mediaItem)
    .where(and(eq(schema.mediaItem.id, mediaId), eq(schema.mediaItem.state, 'draft')))
    .returning({ id: schema.mediaItem.id });
  return deleted.length > 0;
}
