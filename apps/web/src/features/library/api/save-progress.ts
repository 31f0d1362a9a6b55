import {
  libraryPaths,
  type MediaItem,
  progressOf,
  SAVE_DEBOUNCE_MS,
  type VideoState,
} from '@releve/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError, callApi } from '../../../lib/api-client';
import { useViewer } from '../../accounts';
import { saveLocalProgress } from '../local-history';
import { queueProgress } from './progress-queue';
import { updateVideoStates } from './video-states';

/** What is watched: the class, and for a program lesson its video key and program. */
export interface ProgressTarget {
  item: MediaItem;
  /** The media id (default), or a program video key `prog:...` for a lesson inside a program. */
  videoKey?: string;
  programId?: string | null;
}

export interface ProgressReport {
  /** Seconds from the start. */
  lastTime: number;
  /** Seconds. */
  duration: number;
  /** The player reached almost complete (or the end); undefined keeps what was recorded. */
  completed?: boolean;
}

/** The series of classes a visitor has in history, when their cards were loaded. */
function seriesFromCache(queryClient: QueryClient) {
  const series = new Map<string, string | null>();
  for (const [, rows] of queryClient.getQueriesData<(readonly [string, MediaItem | null])[]>({
    queryKey: ['watchlist', 'history'],
  })) {
    for (const [id, item] of rows ?? []) if (item) series.set(id, item.seriesId);
  }
  return (mediaId: string) => series.get(mediaId);
}

/** The member's copy of their progress changes at once, as the server will have it. */
function rememberState(
  queryClient: QueryClient,
  userId: string,
  videoKey: string,
  state: Omit<VideoState, 'completed'> & { completed?: boolean },
) {
  updateVideoStates(queryClient, userId, (states) => {
    const completed = state.completed ?? states[videoKey]?.completed ?? false;
    return { ...states, [videoKey]: { ...state, completed } };
  });
}

/**
 * Saves progress in a class (viewing.md §4): `report` as the video plays (saved once reports stop for
 * 1 s), `flush` on pause, complete and leaving; it flushes by itself on unmount and when the page is
 * hidden. Signed-in people save to their account, visitors to this browser's history.
 */
export function useSaveProgress(target: ProgressTarget) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const pending = useRef<ProgressReport | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const userId = viewer.profile?.user.id;
  const latest = useRef({ target, status: viewer.status, userId });
  latest.current = { target, status: viewer.status, userId };

  const flush = useCallback(
    (options: { leaving?: boolean } = {}) => {
      clearTimeout(timer.current);
      const report = pending.current;
      const { target: current, status, userId: memberId } = latest.current;
      // Until we know who is watching, the report waits for the next one.
      if (!report || status === 'loading' || report.duration <= 0) return;
      pending.current = null;
      if (status === 'signed-out' || !memberId) {
        saveLocalProgress(
          current.item,
          progressOf(report.lastTime, report.duration),
          seriesFromCache(queryClient),
        );
        return;
      }
      const videoKey = current.videoKey ?? current.item.mediaid;
      const programId = current.programId ?? null;
      const lastTime = Math.min(report.lastTime, report.duration);
      rememberState(queryClient, memberId, videoKey, {
        mediaId: current.item.mediaid,
        lastTime,
        duration: report.duration,
        completed: report.completed,
        programId,
        updatedAt: new Date().toISOString(),
      });
      const body = { lastTime, duration: report.duration, completed: report.completed, programId };
      void callApi(libraryPaths.videoState(videoKey), {
        method: 'POST',
        body,
        keepalive: options.leaving,
      }).catch((error) => {
        // Offline (no answer at all): kept in this browser and sent when back online (decision 064).
        // Otherwise a lost save costs a few seconds of resume point; the next save carries the newer one.
        if (!(error instanceof ApiError))
          queueProgress({ path: libraryPaths.videoState(videoKey, memberId), body });
      });
    },
    [queryClient],
  );

  const report = useCallback(
    (progress: ProgressReport) => {
      pending.current = progress;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(), SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onHide = () => flush({ leaving: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush({ leaving: true });
    };
  }, [flush]);

  return { report, flush: useCallback(() => flush(), [flush]) };
}
