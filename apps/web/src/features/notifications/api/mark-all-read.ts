import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { failureToast } from '../lib/failure-text.ts';
import { markAllReadInCache } from '../lib/notification-cache.ts';

/** POST /api/v1/notifications/read-all — how many were marked. */
export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiFetch<{ updated: number }>('/api/v1/notifications/read-all', { method: 'POST' });
}

/** Marks everything read, then says so (spec §8: todas_marcadas_como_lida). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      markAllReadInCache(queryClient, new Date().toISOString());
      toast({ title: t('todas_marcadas_como_lida') });
    },
    onError: (error) => {
      toast(failureToast(t, error, 'errors.markAllRead'));
    },
  });
}
