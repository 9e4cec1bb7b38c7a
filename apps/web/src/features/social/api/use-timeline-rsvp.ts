import { useQueryClient } from '@tanstack/react-query';
import { useUpdateAttendance } from '../../events/api/update-attendance.ts';
import { setTimelineAttendance } from '../lib/timeline-cache.ts';

/**
 * "Vou" and "Cancelar presença" from a timeline card: the events feature's attendance answer (which
 * also refreshes the event page and my events), then the new answer on every card of that event.
 */
export function useTimelineRsvp(eventId: string, viewer: string, eventName = '') {
  const queryClient = useQueryClient();
  const update = useUpdateAttendance(eventId, viewer, eventName);
  const send = (action: 'going' | 'cancel', onError: (error: unknown) => void) =>
    update.mutate(action, {
      onSuccess: ({ attendance }) => {
        const status = attendance.mine?.status ?? null;
        setTimelineAttendance(queryClient, viewer, eventId, status === 'cancelled' ? null : status);
      },
      onError,
    });
  return { send, pending: update.isPending, action: update.variables };
}
