import type { BroadcastStatus } from '@eventos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** How often a broadcast under way is read again. */
export const BROADCAST_POLL_MS = 1_000;

export function fetchBroadcast(id: string, signal?: AbortSignal): Promise<BroadcastStatus> {
  return apiFetch<BroadcastStatus>(
    `/api/v1/admin/notifications/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
}

export function isBroadcastFinished(status: BroadcastStatus | undefined): boolean {
  return status?.state === 'done' || status?.state === 'failed';
}

/** GET /api/v1/admin/notifications/{id}, read every second until it is done (or failed). */
export function useBroadcastStatus(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: adminKeys.broadcast(id),
    queryFn: ({ signal }) => fetchBroadcast(id, signal),
    refetchInterval: (q) => (isBroadcastFinished(q.state.data) ? false : BROADCAST_POLL_MS),
  });
  const finished = isBroadcastFinished(query.data);
  // The recent list shows the finished count too.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: adminKeys.broadcasts(), exact: true });
  }, [finished, queryClient]);
  return query;
}
