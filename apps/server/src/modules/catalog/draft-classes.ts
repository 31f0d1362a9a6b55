import { randomInt } from 'node:crypto';
import { type Db, schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new media id: 8 lowercase letters and digits, as the spec's media ids are. */
export function newMediaId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/**
 * A new class in the `draft` state (never shown to members, search or playback until published), made
 * by an upload at once so the studio can edit it while its video uploads and packages. Give it the
 * transaction the upload's other rows are written in.
 */
export async function createDraftClass(
  tx: Db,
  { title, videoAssetId }: { title: string; videoAssetId: string | null },
): Promise<{ id: string }> {
  const id = newMediaId();
  await tx.insert(schema.mediaItem).values({
    id,
    title,
    contentType: 'video',
    state: 'draft',
    publishedAt: new Date(),
    videoAssetId,
  });
  return { id };
}

/** Removes a class that is still a draft (an upload that came to nothing); a published one is kept. */
export async function deleteDraftClass(tx: Db, mediaId: string): Promise<boolean> {
  const deleted = await tx
    .delete(schema.mediaItem)
    .where(and(eq(schema.mediaItem.id, mediaId), eq(schema.mediaItem.state, 'draft')))
    .returning({ id: schema.mediaItem.id });
  return deleted.length > 0;
}
