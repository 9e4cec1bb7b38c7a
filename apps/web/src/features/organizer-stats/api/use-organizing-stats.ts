import { organizingStatsSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsKeys } from './stats-keys.ts';

/** GET /api/v1/me/organizing/stats — the last 30 days over all my events. */
export async function fetchOrganizingStats(signal?: AbortSignal) {
  const body = await apiFetch<unknown>('/api/v1/me/organizing/stats', signal ? { signal } : {});
  return organizingStatsSchema.parse(body);
}

export function useOrganizingStats() {
  return useQuery({
    queryKey: statsKeys.organizing,
    queryFn: ({ signal }) => fetchOrganizingStats(signal),
  });
}
