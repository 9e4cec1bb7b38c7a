import type { BroadcastInput, BroadcastStatus } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/v1/admin/notifications — 202 with the broadcast's first status. */
export function sendBroadcast(input: BroadcastInput): Promise<BroadcastStatus> {
  return apiFetch<BroadcastStatus>('/api/v1/admin/notifications', { method: 'POST', json: input });
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: (status) => {
      queryClient.setQueryData(adminKeys.broadcast(status.id), status);
      void queryClient.invalidateQueries({ queryKey: adminKeys.broadcasts(), exact: true });
    },
  });
}
