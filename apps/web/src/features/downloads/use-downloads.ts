import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { downloadProgress, subscribeDownloads } from './download-class';
import { listDownloads } from './download-store';

export const downloadsQueryKey = ['downloads'] as const;

/** The downloads kept in this browser (a copy of the cache's list, read again when one changes). */
export function useStoredDownloads() {
  return useQuery({
    queryKey: downloadsQueryKey,
    queryFn: listDownloads,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Reads the list again after a change (a download done, removed, a licence renewed). */
export function useRefreshDownloads() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: downloadsQueryKey }), [queryClient]);
}

/** The class's download under way in this tab, if any. */
export function useDownloadProgress(mediaId: string) {
  return useSyncExternalStore(
    subscribeDownloads,
    () => downloadProgress(mediaId),
    () => undefined,
  );
}
