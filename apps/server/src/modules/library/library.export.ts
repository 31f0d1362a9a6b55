import type { ExportSection } from '../accounts/export.sections';
import type { LibraryRepository } from './library.repository';

/** Every class a member ever took is theirs to download, however long the list. */
const ALL = Number.MAX_SAFE_INTEGER;

/** The library's part of a member's data export: favorites, classes taken, progress, player settings. */
export function libraryExportSections(repository: LibraryRepository): ExportSection[] {
  return [
    { name: 'favorites', collect: ({ userId }) => repository.bookmarks(userId) },
    { name: 'classesTaken', collect: ({ userId }) => repository.watchedVideos(userId, ALL) },
    {
      name: 'progress',
      collect: async ({ userId }) =>
        (await repository.videoStates(userId)).map(({ userId: _userId, ...state }) => state),
    },
    {
      name: 'programProgress',
      collect: async ({ userId }) =>
        (await repository.programStates(userId)).map(({ userId: _userId, ...state }) => state),
    },
    {
      name: 'playerSettings',
      collect: async ({ userId }) => {
        const found = await repository.playerPreferences(userId);
        if (!found) return null;
        const { userId: _userId, ...settings } = found;
        return settings;
      },
    },
  ];
}
