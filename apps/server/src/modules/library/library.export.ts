import type { ExportSection } from '../accounts/accounts.module';
import type { LibraryRepository } from './library.repository';

/** Every class a member ever took is theirs to download, however long the list. */
const ALL = Number.MAX_SAFE_INTEGER;

/** A row without its owner's id: the whole file is the member's own. */
const withoutUserId = <T extends { userId: string }>({ userId: _userId, ...rest }: T) => rest;

/** The library's part of a member's data export: favorites, classes taken, progress, player settings. */
export function libraryExportSections(repository: LibraryRepository): ExportSection[] {
  return [
    { name: 'favorites', collect: ({ userId }) => repository.bookmarks(userId) },
    { name: 'classesTaken', collect: ({ userId }) => repository.watchedVideos(userId, ALL) },
    {
      name: 'progress',
      collect: async ({ userId }) => (await repository.videoStates(userId)).map(withoutUserId),
    },
    {
      name: 'programProgress',
      collect: async ({ userId }) => (await repository.programStates(userId)).map(withoutUserId),
    },
    {
      name: 'playerSettings',
      collect: async ({ userId }) => {
        const found = await repository.playerPreferences(userId);
        return found ? withoutUserId(found) : null;
      },
    },
  ];
}
