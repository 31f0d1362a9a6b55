import { randomBytes } from 'node:crypto';
import { type StudioHomeWrite, zonedInstant } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { HOME_PLAYLIST_KINDS } from './studio-home.repository';

const { homeShelf, featuredContent, playlist, playlistItem } = schema;

const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A wall-clock time of the editor (`yyyy-MM-ddTHH:mm`, the studio's zone) as an instant. */
const instantOf = (wall: string | null, timeZone: string) =>
  wall ? zonedInstant(wall.slice(0, 10), wall.slice(11), timeZone) : null;

/**
 * Replaces the home's arrangement with `write`, inside the caller's transaction (decision 044). A
 * hand-picked or rule row keeps its playlist (same id: members' open pages keep working) when the
 * draft names one of the editor's own of its kind; the editor's playlists no row names are removed.
 * Featured slots keep their ids (and posters) likewise.
 */
export async function writeHome(
  tx: Db,
  before: StudioHomeWrite,
  write: StudioHomeWrite,
  timeZone: string,
): Promise<void> {
  const ownKinds = new Map(
    before.rows.flatMap(({ content }) =>
      content.kind === 'classes' || content.kind === 'rule'
        ? [[content.playlistId, content.kind] as const]
        : [],
    ),
  );
  const kept = new Set<string>();
  const shelves: (typeof homeShelf.$inferInsert)[] = [];
  for (const [position, row] of write.rows.entries()) {
    const base = { name: row.name, showTo: row.showTo, position };
    const { content } = row;
    if (content.kind === 'section') shelves.push({ ...base, type: content.type, itemId: null });
    else if (content.kind === 'playlist')
      shelves.push({ ...base, type: 'playlist', itemId: content.playlistId });
    else if (content.kind === 'program')
      shelves.push({ ...base, type: 'program', itemId: content.programId });
    else if (content.kind === 'programs')
      shelves.push({ ...base, type: 'programs', itemId: null, itemIds: content.programIds });
    else if (content.kind === 'playlists')
      shelves.push({ ...base, type: 'playlists', itemId: null, itemIds: content.playlistIds });
    else {
      const reuse =
        content.playlistId &&
        ownKinds.get(content.playlistId) === content.kind &&
        !kept.has(content.playlistId);
      const id = reuse && content.playlistId ? content.playlistId : newId('home');
      kept.add(id);
      const values = {
        title: row.name || 'Home row',
        kind: content.kind === 'rule' ? 'home-rule' : 'home-picked',
        rule: content.kind === 'rule' ? { rule: content.rule, limit: content.limit } : null,
        updatedAt: new Date(),
      };
      await tx
        .insert(playlist)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: playlist.id, set: values });
      await tx.delete(playlistItem).where(eq(playlistItem.playlistId, id));
      if (content.kind === 'classes')
        await tx
          .insert(playlistItem)
          .values(content.mediaIds.map((mediaId, index) => ({ playlistId: id, position: index, mediaId })));
      shelves.push({ ...base, type: 'playlist', itemId: id });
    }
  }
  await tx
    .delete(playlist)
    .where(
      and(
        inArray(playlist.kind, [...HOME_PLAYLIST_KINDS]),
        kept.size > 0 ? notInArray(playlist.id, [...kept]) : undefined,
      ),
    );
  await tx.delete(homeShelf);
  if (shelves.length > 0) await tx.insert(homeShelf).values(shelves);

  const existing = new Set(before.featured.flatMap((slot) => slot.id ?? []));
  const slots = write.featured.map((slot, position) => ({
    // A saved slot's id, once (a draft naming it twice makes the second a new slot).
    id: slot.id && existing.delete(slot.id) ? slot.id : newId('feat'),
    title: slot.title,
    description: slot.description,
    path: slot.path,
    posterId: slot.posterId,
    enabled: slot.enabled,
    showTo: slot.showTo,
    position,
    startsAt: instantOf(slot.startsAt, timeZone),
    endsAt: instantOf(slot.endsAt, timeZone),
  }));
  const slotIds = slots.map((slot) => slot.id);
  await tx
    .delete(featuredContent)
    .where(slotIds.length > 0 ? notInArray(featuredContent.id, slotIds) : undefined);
  for (const { id, ...values } of slots)
    await tx
      .insert(featuredContent)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: featuredContent.id, set: values });
}
