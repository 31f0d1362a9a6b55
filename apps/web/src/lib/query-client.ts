import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const HOUR = 60 * 60 * 1000;

/** The spec's cache rules: data stays fresh for an hour and is not refetched on window focus. */
export function createQueryClient() {
  return new QueryClient({
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
}
