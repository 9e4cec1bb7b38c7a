import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /api/v1/notifications/unread-count — what the bell's badge shows. */
export function fetchUnreadCount(signal?: AbortSignal) {
  return apiFetch<{ unreadCount: number }>('/api/v1/notifications/unread-count', signal ? { signal } : {});
}

/** The signed-in person's unread count (0 until it is known). */
export function useUnreadCount() {
  const query = useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    select: (data) => data.unreadCount,
  });
  return query.data ?? 0;
}
