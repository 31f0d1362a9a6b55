import type { Db } from '@releve/db';
import { MemberMemory } from '../../cache/member-memory';
import { LibraryRepository } from './library.repository';
import { type CatalogReader, LibraryService } from './library.service';

/** What a demo account did in the library, each at its moment (decision 034). */
export type DemoLibraryStep =
  | { at: Date; favorite: { mediaId: string; pageUrl: string } }
  | { at: Date; progress: { mediaId: string; lastTime: number; duration: number; completed: boolean } }
  | { at: Date; taken: { mediaId: string } };

/**
 * Plays a demo account's library history through the library's own service on a clock set to each
 * step's moment, so favorites, progress and classes taken carry their dates and pass its rules (the
 * class must be in the catalogue). Steps are applied in the order given.
 */
export async function seedDemoLibrary(
  db: Db,
  catalog: CatalogReader,
  userId: string,
  steps: readonly DemoLibraryStep[],
): Promise<void> {
  let at = new Date();
  // A memory that hears no announcements keeps nothing: this service only writes.
  const library = new LibraryService(new LibraryRepository(db), catalog, new MemberMemory(), () => at);
  for (const step of steps) {
    at = step.at;
    if ('favorite' in step) await library.addBookmark(userId, step.favorite.mediaId, step.favorite.pageUrl);
    else if ('taken' in step) await library.addWatchedVideo(userId, step.taken.mediaId, null);
    else {
      const { mediaId, ...state } = step.progress;
      await library.saveVideoState(userId, mediaId, { mediaId, ...state });
    }
  }
}
