import { eventStatsSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsKeys } from './stats-keys.ts';

/** GET /api/v1/events/{id}/stats — one event's numbers (its organiser only). */
export async function fetchEventStats(eventId: string, signal?: AbortSignal) {
  const body = await apiFetch<unknown>(
    `/api/v1/events/${encodeURIComponent(eventId)}/stats`,
    signal ? { signal } : {},
  );
  return eventStatsSchema.parse(body);
}

export function useEventStats(eventId: string) {
  return useQuery({
    queryKey: statsKeys.event(eventId),
    queryFn: ({ signal }) => fetchEventStats(eventId, signal),
  });
}
