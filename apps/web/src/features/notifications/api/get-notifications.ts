import type { Notification } from '@releve/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

export const notificationsQueryKey = ['notifications', 1] as const;

/**
 * Refreshed at most every 5 minutes, as the spec asks; a sign-in refetches everything anyway. The same
 * as contracts' NOTIFICATIONS_REFRESH_MS (a test says so), which this file of the first script cannot
 * import: contracts' index brings zod.
 */
export const NOTIFICATIONS_REFRESH_MS = 5 * 60 * 1000;

/** The first page of the member's notifications and the unread count. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () =>
      fetchApi('/api/user-notifications?page=1&limit=50') as Promise<{
        notifications: Notification[];
        unreadCount: number;
      }>,
    enabled,
    staleTime: NOTIFICATIONS_REFRESH_MS,
  });
}
