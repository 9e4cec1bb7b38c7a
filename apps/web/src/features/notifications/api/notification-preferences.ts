import type { NotificationPreferences } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /api/v1/me/notification-preferences — every kind, defaults filled in. */
export function fetchNotificationPreferences(signal?: AbortSignal) {
  return apiFetch<NotificationPreferences>('/api/v1/me/notification-preferences', signal ? { signal } : {});
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
}
