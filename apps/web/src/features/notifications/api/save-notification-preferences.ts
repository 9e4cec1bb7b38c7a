import type { NotificationPreferences, NotificationPreferencesInput } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** PUT /api/v1/me/notification-preferences — answers with what is now stored. */
export function saveNotificationPreferences(input: NotificationPreferencesInput) {
  return apiFetch<NotificationPreferences>('/api/v1/me/notification-preferences', {
    method: 'PUT',
    json: input,
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
