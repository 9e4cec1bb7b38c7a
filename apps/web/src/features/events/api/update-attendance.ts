import { type EventAttendance, eventAttendanceSchema } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myEventsKeys } from '../../participating/api/my-events-keys.ts';
import { eventKeys } from './event-keys.ts';
import { attendancePath } from './use-event-attendance.ts';
import { eventDetailKeys } from './use-event-detail.ts';

/**
 * What a signed-in person answers: "Vou" (going, or the waitlist when full), "Cancelar presença"
 * (also leaves the waitlist), and "Tenho interesse" on or off.
 */
export type AttendanceAction = 'going' | 'cancel' | 'interested' | 'notInterested';

const REQUESTS: Record<AttendanceAction, { part: 'attendance' | 'interest'; method: 'PUT' | 'DELETE' }> = {
  going: { part: 'attendance', method: 'PUT' },
  cancel: { part: 'attendance', method: 'DELETE' },
  interested: { part: 'interest', method: 'PUT' },
  notInterested: { part: 'interest', method: 'DELETE' },
};

/** PUT or DELETE /api/v1/events/{id}/attendance|interest; each answers the event's attendance. */
export async function updateAttendance(eventId: string, action: AttendanceAction): Promise<EventAttendance> {
  const { part, method } = REQUESTS[action];
  const body = await apiFetch<unknown>(attendancePath(eventId, part), { method });
  return eventAttendanceSchema.parse(body);
}

/**
 * Sends one answer and puts the server's new attendance in the cache at once (no refetch, no
 * flash). Going or not changes what the event page may show (an online event's access link), so
 * the event is read again after an RSVP; the "my events" lists are marked stale.
 */
export function useUpdateAttendance(eventId: string, viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AttendanceAction) => updateAttendance(eventId, action),
    onSuccess: (attendance, action) => {
      queryClient.setQueryData(eventKeys.attendance(eventId, viewer), attendance);
      // My events lists and counts are read again when next shown.
      void queryClient.invalidateQueries({ queryKey: myEventsKeys.all });
      if (REQUESTS[action].part === 'attendance')
        return queryClient.invalidateQueries({ queryKey: eventDetailKeys.all });
      return undefined;
    },
  });
}
