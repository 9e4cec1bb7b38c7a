import { useQuery } from '@tanstack/react-query';
import { fetchEventDetail } from '../../events/api/use-event-detail.ts';
import { eventFormKeys } from './event-form-keys.ts';

/**
 * The event of /events/{id}/edit (GET /api/v1/events/{id}; `isOwner` says who may edit); a 404
 * is an answer, not something to retry.
 */
export function useEditableEvent(id: string) {
  return useQuery({
    queryKey: eventFormKeys.edit(id),
    queryFn: ({ signal }) => fetchEventDetail(id, signal),
    retry: false,
    // The form copies the event once: a background refetch must not look like new data.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
