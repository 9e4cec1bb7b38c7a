import type { NotificationListResponse } from '@eventos/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /api/v1/notifications — the caller's notifications, newest first, one keyset page. */
export function fetchNotifications(cursor: string | null, signal?: AbortSignal) {
  return apiFetch<NotificationListResponse>('/api/v1/notifications', {
    query: { cursor },
    ...(signal ? { signal } : {}),
  });
}

export function notificationsListOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The panel's list, a page at a time ("load more" asks the next keyset page). */
export function useNotificationsList(enabled = true) {
  return useInfiniteQuery({ ...notificationsListOptions(), enabled });
}
