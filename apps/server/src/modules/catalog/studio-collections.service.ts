import {
  studioCollectionMessages as messages,
  type StudioChangeAction,
  type StudioCollectionList,
  type StudioCollectionWrite,
  type StudioPlaylist,
  type StudioPlaylistList,
  type StudioPlaylistWrite,
  slugify,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import type { StudioCollectionsRepository } from './studio-collections.repository';
import { asPicked, pickedClasses, unknownIds } from './studio-picked-classes';
import type { StudioPlaylistsRepository } from './studio-playlists.repository';

export interface StudioCollectionsDeps {
  db: Db;
  playlists: StudioPlaylistsRepository;
  collections: StudioCollectionsRepository;
  /** Rebuilds this process's catalogue and waits (other processes hear the database's notice). */
  refreshCatalog: () => Promise<void>;
}

/** A slug of the title nothing has yet: `barre-basics`, `barre-basics-2`… (with a prefix for collections). */
export async function freeSlug(title: string, prefix: string, taken: (id: string) => Promise<boolean>) {
  const base = `${prefix}${slugify(title).slice(0, 60) || 'untitled'}`;
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(id))) return id;
  }
}

/**
 * Playlists and collections (decision 045): every change one transaction with its audit entry, whole
 * or refused with a message per field; the members' catalogue rebuilt before answering (and every other
 * process told by the database's notice). Deleting what members find elsewhere is refused, naming where.
 */
export class StudioCollectionsService {
  constructor(private readonly deps: StudioCollectionsDeps) {}

  private async change<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await this.deps.db.transaction(work);
    await this.deps.refreshCatalog();
    return result;
  }

  private audit(
    tx: Db,
    actorId: string,
    action: StudioChangeAction,
    target: string,
    before: unknown,
    after: unknown,
  ) {
    return recordStudioChange(tx, { actorId, action, target, before: before ?? null, after: after ?? null });
  }

  listPlaylists(q: string): Promise<StudioPlaylistList> {
    return this.deps.playlists.list(q).then((playlists) => ({ playlists }));
  }

  async playlist(id: string, db: Db = this.deps.db, lock = false): Promise<StudioPlaylist | undefined> {
    const row = await this.deps.playlists.row(id, db, lock);
    if (!row) return undefined;
    const ids = await this.deps.playlists.itemIds(id, db);
    const classes = await pickedClasses(db, ids);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      posterId: row.posterId,
      freeTier: row.freeTier === 'free' || row.freeTier === 'sampler' ? row.freeTier : null,
      kind: row.kind === 'tags' ? 'tags' : 'manual',
      tags: row.tags,
      // A program's lesson may be a page or live item the editors would not pick: shown only if a class.
      items: ids.flatMap((mediaId) => {
        const found = classes.get(mediaId);
        return found ? [asPicked(found)] : [];
      }),
    };
  }

  async getPlaylist(id: string) {
    const playlist = await this.playlist(id);
    if (!playlist) throw new HttpError(404, messages.playlistNotFound);
    return { playlist };
  }

  async createPlaylist(actorId: string, title: string) {
    const id = await this.change(async (tx) => {
      const newId = await freeSlug(title, '', (candidate) => this.deps.playlists.idTaken(tx, candidate));
      await this.deps.playlists.insert(tx, newId, title);
      await this.audit(
        tx,
        actorId,
        'playlist.create',
        `playlist:${newId}`,
        null,
        await this.playlist(newId, tx),
      );
      return newId;
    });
    return this.getPlaylist(id);
  }

  async savePlaylist(actorId: string, id: string, write: StudioPlaylistWrite) {
    await this.change(async (tx) => {
      const before = await this.playlist(id, tx, true);
      if (!before) throw new HttpError(404, messages.playlistNotFound);
      const known = await pickedClasses(tx, write.items);
      const problems = unknownIds('items', write.items, known, messages.unknownClass);
      if (Object.keys(problems).length) throw invalidFields(problems);
      await this.deps.playlists.write(tx, id, write);
      await this.audit(tx, actorId, 'playlist.update', `playlist:${id}`, before, await this.playlist(id, tx));
    });
    return this.getPlaylist(id);
  }

  async deletePlaylist(actorId: string, id: string): Promise<void> {
    await this.change(async (tx) => {
      const before = await this.playlist(id, tx, true);
      if (!before) throw new HttpError(404, messages.playlistNotFound);
      const places = await this.deps.playlists.placesOf(tx, id);
      if (places.length) throw new HttpError(409, messages.inUse(places));
      await this.deps.playlists.delete(tx, id);
      await this.audit(tx, actorId, 'playlist.delete', `playlist:${id}`, before, null);
    });
  }

  async listCollections(q: string): Promise<StudioCollectionList> {
    return { collections: await this.deps.collections.list(q) };
  }

  async getCollection(id: string) {
    const collection = await this.deps.collections.read(id);
    if (!collection) throw new HttpError(404, messages.collectionNotFound);
    return { collection };
  }

  async createCollection(actorId: string, title: string) {
    const id = await this.change(async (tx) => {
      const newId = await freeSlug(title, 'col-', (candidate) =>
        this.deps.collections.idTaken(tx, candidate),
      );
      await this.deps.collections.insert(tx, newId, title);
      const after = await this.deps.collections.read(newId, tx);
      await this.audit(tx, actorId, 'collection.create', `collection:${newId}`, null, after);
      return newId;
    });
    return this.getCollection(id);
  }

  async saveCollection(actorId: string, id: string, write: StudioCollectionWrite) {
    await this.change(async (tx) => {
      const before = await this.deps.collections.read(id, tx, true);
      if (!before) throw new HttpError(404, messages.collectionNotFound);
      const known = await this.deps.playlists.existing(tx, write.playlistIds);
      const problems = unknownIds('playlistIds', write.playlistIds, known, messages.unknownPlaylist);
      if (Object.keys(problems).length) throw invalidFields(problems);
      await this.deps.collections.write(tx, id, write);
      const after = await this.deps.collections.read(id, tx);
      await this.audit(tx, actorId, 'collection.update', `collection:${id}`, before, after);
    });
    return this.getCollection(id);
  }

  async deleteCollection(actorId: string, id: string): Promise<void> {
    await this.change(async (tx) => {
      const before = await this.deps.collections.read(id, tx, true);
      if (!before) throw new HttpError(404, messages.collectionNotFound);
      const places = await this.deps.collections.placesOf(tx, id);
      if (places.length) throw new HttpError(409, messages.inUse(places));
      await this.deps.collections.delete(tx, id);
      await this.audit(tx, actorId, 'collection.delete', `collection:${id}`, before, null);
    });
  }
}
