import type { NotificationListResponse } from '@eventos/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../api/notification-keys.ts';

type ListData = InfiniteData<NotificationListResponse, string | null>;

/** The list and the count as they were, to put back when an optimistic change fails. */
export interface CacheSnapshot {
  list: ListData | undefined;
  count: { unreadCount: number } | undefined;
}

export function snapshotCache(queryClient: QueryClient): CacheSnapshot {
  return {
    list: queryClient.getQueryData<ListData>(notificationKeys.list()),
    count: queryClient.getQueryData<{ unreadCount: number }>(notificationKeys.unreadCount()),
  };
}

export function restoreCache(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  queryClient.setQueryData(notificationKeys.list(), snapshot.list);
  queryClient.setQueryData(notificationKeys.unreadCount(), snapshot.count);
}

/** One notification read (with its read time) in the cached list, and one less in the badge. */
export function markReadInCache(queryClient: QueryClient, id: string, readAt: string): void {
  const list = queryClient.getQueryData<ListData>(notificationKeys.list());
  // Without the list in hand (a click from elsewhere) the badge still drops by one.
  const wasUnread = list
    ? list.pages.some((page) => page.notifications.some((n) => n.id === id && !n.read))
    : true;
  if (!wasUnread) return;
  const count = queryClient.getQueryData<{ unreadCount: number }>(notificationKeys.unreadCount());
  const unreadCount = Math.max(0, (count?.unreadCount ?? list?.pages[0]?.unreadCount ?? 1) - 1);
  if (count) queryClient.setQueryData(notificationKeys.unreadCount(), { unreadCount });
  if (!list) return;
  const pages = list.pages.map((page) => ({
    ...page,
    unreadCount,
    notifications: page.notifications.map((n) => (n.id === id ? { ...n, read: true, readAt } : n)),
  }));
  queryClient.setQueryData<ListData>(notificationKeys.list(), { ...list, pages });
}

/** Everything read: every cached row and a zero badge. */
export function markAllReadInCache(queryClient: QueryClient, readAt: string): void {
  const list = queryClient.getQueryData<ListData>(notificationKeys.list());
  if (list) {
    const pages = list.pages.map((page) => ({
      ...page,
      unreadCount: 0,
      notifications: page.notifications.map((n) => (n.read ? n : { ...n, read: true, readAt })),
    }));
    queryClient.setQueryData<ListData>(notificationKeys.list(), { ...list, pages });
  }
  queryClient.setQueryData(notificationKeys.unreadCount(), { unreadCount: 0 });
}
