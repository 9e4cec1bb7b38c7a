import type { EventDetail } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventFormKeys } from './event-form-keys.ts';

/** GET /api/v1/events/{id} — the event to edit (404 `event.not_found`; `isOwner` says who may edit). */
export function fetchEditableEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiFetch<EventDetail>(`/api/v1/events/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** The event of /events/{id}/edit; a 404 is an answer, not something to retry. */
export function useEditableEvent(id: string) {
  return useQuery({
    queryKey: eventFormKeys.edit(id),
    queryFn: ({ signal }) => fetchEditableEvent(id, signal),
    retry: false,
    // The form copies the event once: a background refetch must not look like new data.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
