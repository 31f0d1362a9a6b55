import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { capQueryCache } from './query-cache-caps';

const HOUR = 60 * 60 * 1000;

/**
 * The spec's cache rules: data stays fresh for an hour and is not refetched on window focus; playlists
 * and media items are kept to the spec's counts.
 */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: HOUR,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; other failures get a few tries.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3,
      },
    },
  });
  capQueryCache(client);
  return client;
}
