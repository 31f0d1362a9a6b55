import type { StudioPickedClass } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { inArray } from 'drizzle-orm';

const { mediaItem } = schema;

/** Content types the editors may pick as a playlist's classes or a series' episodes. */
const PICKABLE = new Set(['video', 'episode', 'trailer']);

export interface PickedClassRecord extends StudioPickedClass {
  contentType: string;
  seriesId: string | null;
}

/**
 * The classes named, as the Collections editors show them (title, length, poster, draft or not),
 * with what the editors' checks need: only studio classes (not a series' own item, a live channel
 * or a page) are answered, so an id missing from the map "is not a class in the catalogue".
 */
export async function pickedClasses(db: Db, ids: readonly string[]): Promise<Map<string, PickedClassRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      mediaId: mediaItem.id,
      title: mediaItem.title,
      durationSeconds: mediaItem.durationSeconds,
      posterId: mediaItem.posterId,
      state: mediaItem.state,
      contentType: mediaItem.contentType,
      seriesId: mediaItem.seriesId,
    })
    .from(mediaItem)
    .where(inArray(mediaItem.id, [...new Set(ids)]));
  return new Map(
    rows
      .filter((row) => PICKABLE.has(row.contentType))
      .map(({ state, ...row }) => [
        row.mediaId,
        { ...row, classState: state === 'draft' ? ('draft' as const) : ('published' as const) },
      ]),
  );
}

/** The record as the editors' answers carry it. */
export const asPicked = ({ contentType: _type, seriesId: _series, ...row }: PickedClassRecord) => row;

/** Field problems of a list of picked classes: each must be a class of the catalogue. */
export function unknownIds(
  field: string,
  ids: readonly string[],
  known: ReadonlyMap<string, unknown>,
  message: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!known.has(id)) problems[`${field}.${i}`] = message;
  });
  return problems;
}
