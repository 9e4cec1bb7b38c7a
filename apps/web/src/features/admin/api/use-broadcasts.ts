import type { BroadcastStatus } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/v1/admin/notifications — the recent broadcasts, newest first. */
export function fetchBroadcasts(signal?: AbortSignal) {
  return apiFetch<{ broadcasts: BroadcastStatus[] }>('/api/v1/admin/notifications', signal ? { signal } : {});
}

export function useBroadcasts() {
  return useQuery({
    queryKey: adminKeys.broadcasts(),
    queryFn: ({ signal }) => fetchBroadcasts(signal),
    select: (data) => data.broadcasts,
  });
}
