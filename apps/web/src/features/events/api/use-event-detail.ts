import type { EventDetail } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const eventDetailKeys = {
  all: ['events', 'detail'] as const,
  /** One event by the slug or the id it was asked for. */
  detail: (slugOrId: string) => [...eventDetailKeys.all, slugOrId] as const,
};

/** GET /api/v1/events/{slugOrId}: everything about one event; 404 `event.not_found`. */
export function fetchEventDetail(slugOrId: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiFetch<EventDetail>(`/api/v1/events/${encodeURIComponent(slugOrId)}`, signal ? { signal } : {});
}

export function useEventDetail(slugOrId: string) {
  return useQuery({
    queryKey: eventDetailKeys.detail(slugOrId),
    queryFn: ({ signal }) => fetchEventDetail(slugOrId, signal),
    enabled: slugOrId !== '',
  });
}
