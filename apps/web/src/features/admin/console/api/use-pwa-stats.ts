import { type PwaStats, pwaStatsSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

/** GET /api/v1/admin/pwa-stats — the anonymous beacons of the last days, summed. */
export async function fetchPwaStats(signal?: AbortSignal): Promise<PwaStats> {
  const body = await apiFetch<unknown>('/api/v1/admin/pwa-stats', {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return pwaStatsSchema.parse(body);
}

export function usePwaStats() {
  return useQuery({ queryKey: consoleKeys.pwaStats(), queryFn: ({ signal }) => fetchPwaStats(signal) });
}
