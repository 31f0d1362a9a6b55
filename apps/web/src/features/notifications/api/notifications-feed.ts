import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_REFRESH_MS,
  type Notification,
  notificationsAnswerSchema,
  unreadCountAnswerSchema,
} from '@releve/contracts';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

type FeedPage = { notifications: Notification[]; unreadCount: number };
export const feedQueryKey = ['notifications', 'feed'] as const;

/**
 * The notifications page's feed, 50 a page: more pages remain while a page came back full. Reloaded at
 * most every 5 minutes (a sign-in starts afresh); a failed reload keeps what is shown.
 */
export function useNotificationsFeed(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: feedQueryKey,
    queryFn: ({ pageParam }) =>
      fetchApi(`/api/user-notifications?page=${pageParam}&limit=${NOTIFICATIONS_PAGE_SIZE}`, {
        schema: notificationsAnswerSchema,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.notifications.length === NOTIFICATIONS_PAGE_SIZE ? pages.length + 1 : undefined,
    enabled,
    staleTime: NOTIFICATIONS_REFRESH_MS,
  });
}

/** Marks one read (`id`) or all (`undefined`); the answer's count updates the page and the menu's badge. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) =>
      fetchApi(
        id ? `/api/user-notifications/${encodeURIComponent(id)}/read` : '/api/user-notifications/read-all',
        { method: 'POST', schema: unreadCountAnswerSchema },
      ),
    onSuccess: ({ unreadCount }, id) => {
      const read = (item: Notification): Notification =>
        id === undefined || item.id === id ? { ...item, status: 'read' } : item;
      const readPage = (page: FeedPage): FeedPage => ({
        notifications: page.notifications.map(read),
        unreadCount,
      });
      // Every notifications answer held: this page's feed and the account menu's first page (its badge).
      client.setQueriesData<FeedPage | InfiniteData<FeedPage, number>>(
        { queryKey: ['notifications'] },
        (data) =>
          data && 'pages' in data ? { ...data, pages: data.pages.map(readPage) } : data && readPage(data),
      );
    },
  });
}
