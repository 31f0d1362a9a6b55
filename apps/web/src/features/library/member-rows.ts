import { isInProgress, type MediaItem, PERSONAL_SHELF_CAP } from '@releve/contracts';
import { useMemo } from 'react';
import { useViewer } from '../accounts';
import { useBookmarks } from './api/bookmarks';
import { useVideoStates } from './api/video-states';
import { useWatchedVideos } from './api/watched-videos';
import { useWatchlistItems, type WatchlistId } from './api/watchlist-items';
import { dedupeHistory } from './history';
import { useLocalHistory } from './local-history';
import { continueWatching, keepGoing } from './progress-lists';
import { latestClassesTaken } from './watch-again';

export type LibraryRowType = 'continue-watching' | 'favorites' | 'watch-again' | 'keep-going';

/** One card of a member row. */
export interface LibraryRowEntry {
  item: MediaItem;
  progress?: number;
  programId?: string;
}

export interface LibraryRow {
  status: 'pending' | 'error' | 'success';
  entries: LibraryRowEntry[];
  /** Items the row knows of, before the shelf cap (for See All). */
  total: number;
}

interface Candidate {
  mediaId: string;
  progress?: number;
  programId?: string;
}

/** What each row would show, from the profile, the favorites, the classes taken or local history. */
function useCandidates(type: LibraryRowType): { candidates: Candidate[]; known: boolean } {
  const viewer = useViewer();
  const videoStates = useVideoStates();
  const localHistory = useLocalHistory();
  const counts = viewer.profile?.user.counts;
  const bookmarks = useBookmarks({ enabled: type === 'favorites' && !!counts?.bookmarks });
  const watched = useWatchedVideos({ enabled: type === 'watch-again' && !!counts?.watchedVideos });
  return useMemo(() => {
    if (viewer.status === 'loading') return { candidates: [], known: false };
    switch (type) {
      case 'continue-watching':
        return viewer.signedIn
          ? { candidates: continueWatching(videoStates), known: true }
          : {
              candidates: localHistory
                .filter((entry) => isInProgress(entry.progress))
                .map((entry) => ({ mediaId: entry.mediaid, progress: entry.progress })),
              known: true,
            };
      case 'keep-going':
        return {
          candidates: keepGoing(videoStates, Date.now()).map((entry) => ({
            mediaId: entry.mediaId,
            progress: entry.completed ? 1 : entry.progress,
            programId: entry.programId ?? undefined,
          })),
          known: true,
        };
      case 'favorites':
        if (!counts?.bookmarks && !bookmarks.data) return { candidates: [], known: true };
        return {
          candidates: (bookmarks.data ?? []).map((bookmark) => ({ mediaId: bookmark.jwId })),
          known: bookmarks.isSuccess,
        };
      case 'watch-again':
        if (!counts?.watchedVideos && !watched.data) return { candidates: [], known: true };
        return {
          candidates: latestClassesTaken(watched.data ?? []).map((video) => ({ mediaId: video.jwId })),
          known: watched.isSuccess,
        };
    }
  }, [
    type,
    viewer.status,
    viewer.signedIn,
    videoStates,
    localHistory,
    counts,
    bookmarks.data,
    bookmarks.isSuccess,
    watched.data,
    watched.isSuccess,
  ]);
}

/**
 * How many items a row holds, known before its cards load (from the profile's counts and progress),
 * so home leaves out empty rows without rows jumping in later.
 */
export function useLibraryRowSize(type: LibraryRowType): number {
  const viewer = useViewer();
  const { candidates, known } = useCandidates(type);
  const counts = viewer.profile?.user.counts;
  if (known)
    return Math.min(candidates.length, type === 'keep-going' ? candidates.length : PERSONAL_SHELF_CAP);
  if (type === 'favorites') return Math.min(counts?.bookmarks ?? 0, PERSONAL_SHELF_CAP);
  if (type === 'watch-again') return Math.min(counts?.watchedVideos ?? 0, PERSONAL_SHELF_CAP);
  return 0;
}

const watchlistOf: Record<LibraryRowType, WatchlistId> = {
  'continue-watching': 'history',
  'keep-going': 'history',
  'watch-again': 'history',
  favorites: 'favorites',
};

/**
 * A member row's cards: continue watching (5%-95%, one per series), favorites and watch again
 * (capped at 25), keep going (program lessons of the last 30 days, at most 50).
 */
export function useLibraryRow(type: LibraryRowType): LibraryRow {
  const { candidates, known } = useCandidates(type);
  const cap = type === 'keep-going' ? candidates.length : PERSONAL_SHELF_CAP;
  // Continue watching drops episodes of a series already shown, so it asks for a few more.
  const asked = candidates.slice(0, type === 'continue-watching' ? cap * 2 : cap);
  const { status, items } = useWatchlistItems(
    watchlistOf[type],
    asked.map((candidate) => candidate.mediaId),
  );
  const byId = new Map(asked.map((candidate) => [candidate.mediaId, candidate]));
  let entries = items.map((item) => ({
    item,
    progress: byId.get(item.mediaid)?.progress,
    programId: byId.get(item.mediaid)?.programId,
  }));
  if (type === 'continue-watching') {
    const kept = new Set(
      dedupeHistory(entries.map(({ item }) => ({ mediaid: item.mediaid, seriesId: item.seriesId }))).map(
        (entry) => entry.mediaid,
      ),
    );
    entries = entries.filter(({ item }) => kept.has(item.mediaid));
  }
  return {
    status: !known ? 'pending' : status,
    entries: entries.slice(0, cap),
    total: type === 'continue-watching' ? Math.min(entries.length, candidates.length) : candidates.length,
  };
}
