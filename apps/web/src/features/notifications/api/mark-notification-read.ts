import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { failureToast } from '../lib/failure-text.ts';
import { markReadInCache, restoreCache, snapshotCache } from '../lib/notification-cache.ts';
import { notificationKeys } from './notification-keys.ts';

/** PATCH /api/v1/notifications/{id}/read — 204. */
export function markNotificationRead(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
}

/**
 * Marks one notification read at once in the list and the badge (spec §4: read and a read time,
 * optimistically), and puts both back as they were if the server refuses, with the destructive
 * toast ('Erro ao marcar como lida' and the server's message).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const snapshot = snapshotCache(queryClient);
      markReadInCache(queryClient, id, new Date().toISOString());
      return snapshot;
    },
    onError: (error, _id, snapshot) => {
      if (snapshot) restoreCache(queryClient, snapshot);
      toast(failureToast(t, error, 'errors.markRead'));
    },
  });
}
