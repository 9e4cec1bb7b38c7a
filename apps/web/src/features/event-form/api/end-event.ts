import type { EventDetail } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { eventFormKeys } from './event-form-keys.ts';

/** POST /api/v1/events/{id}/cancel — the event stays, marked cancelled. */
export function cancelEvent(id: string): Promise<EventDetail> {
  return apiFetch<EventDetail>(`/api/v1/events/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

/** DELETE /api/v1/events/{id} — the event is gone. */
export function deleteEvent(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Cancels the event, then reloads everything about events. */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** Deletes the event; its cached copies go and the lists reload. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: eventFormKeys.edit(id) });
      // Marked stale, not asked again now: the pages still on screen would ask for an event that is gone.
      return queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
  });
}
