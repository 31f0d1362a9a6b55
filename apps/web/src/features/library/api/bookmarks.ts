import { type Bookmark, bookmarksAnswerSchema, libraryPaths, type MediaItem } from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchApi } from '../../../lib/api-client';
import { useViewer } from '../../accounts';
import { adjustCount } from './profile-cache';

export const bookmarksQueryKey = ['library', 'bookmarks'] as const;

/**
 * The signed-in person's favorites, newest first; nothing is asked for visitors (nor when the
 * caller knows there are none).
 */
export function useBookmarks({ enabled = true }: { enabled?: boolean } = {}) {
  const { signedIn } = useViewer();
  return useQuery({
    queryKey: bookmarksQueryKey,
    queryFn: async () =>
      (await fetchApi(libraryPaths.bookmarks(), { schema: bookmarksAnswerSchema })).bookmarks,
    enabled: signedIn && enabled,
  });
}

/** A favorite as it shows until the server's answer arrives. */
export const provisionalBookmark = (item: MediaItem, pageUrl: string, now = Date.now()): Bookmark => ({
  jwId: item.mediaid,
  title: item.title,
  videoThumbnail: item.image,
  duration: item.duration,
  dateAdded: now,
  pageUrl,
});

interface Toggle {
  item: MediaItem;
  /** The state wanted: true adds the favorite, false removes it. */
  favorite: boolean;
}

/**
 * Adds or removes a favorite. Lists and counts change at once (optimistic) and go back if the server
 * refuses; the button shows its spinner while the call runs.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, favorite }: Toggle) => {
      const body = { mediaId: item.mediaid, pageUrl: item.link };
      await callApi(libraryPaths.bookmarks(), { method: favorite ? 'POST' : 'DELETE', body });
    },
    onMutate: async ({ item, favorite }) => {
      await queryClient.cancelQueries({ queryKey: bookmarksQueryKey });
      const before = queryClient.getQueryData<Bookmark[]>(bookmarksQueryKey);
      const others = (before ?? []).filter((bookmark) => bookmark.jwId !== item.mediaid);
      const wasFavorite = !!before?.some((bookmark) => bookmark.jwId === item.mediaid);
      queryClient.setQueryData<Bookmark[]>(
        bookmarksQueryKey,
        favorite ? [provisionalBookmark(item, item.link), ...others] : others,
      );
      if (favorite !== wasFavorite) adjustCount(queryClient, 'bookmarks', favorite ? 1 : -1);
      return { before, countChange: favorite === wasFavorite ? 0 : favorite ? 1 : -1 };
    },
    onError: (_error, _toggle, context) => {
      if (!context) return;
      queryClient.setQueryData(bookmarksQueryKey, context.before);
      if (context.countChange) adjustCount(queryClient, 'bookmarks', -context.countChange);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarksQueryKey }),
  });
}
