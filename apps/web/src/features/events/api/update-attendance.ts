import { type EventAttendance, eventAttendanceSchema, type OfflineActionKind } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queuedWrite } from '../../../lib/offline/queued-write.ts';
import { announceQueued } from '../../offline/lib/announce-queued.ts';
import { expectedAttendance } from '../../offline/lib/expected-attendance.ts';
import { addPendingAction } from '../../offline/lib/pending-actions.ts';
import { myEventsKeys } from '../../participating/api/my-events-keys.ts';
import { eventKeys } from './event-keys.ts';
import { attendancePath } from './use-event-attendance.ts';
import { eventDetailKeys } from './use-event-detail.ts';

/**
 * What a signed-in person answers: "Vou" (going, or the waitlist when full), "Cancelar presença"
 * (also leaves the waitlist), and "Tenho interesse" on or off.
 */
export type AttendanceAction = 'going' | 'cancel' | 'interested' | 'notInterested';

const REQUESTS: Record<
  AttendanceAction,
  { part: 'attendance' | 'interest'; method: 'PUT' | 'DELETE'; kind: OfflineActionKind }
> = {
  going: { part: 'attendance', method: 'PUT', kind: 'rsvp' },
  cancel: { part: 'attendance', method: 'DELETE', kind: 'cancel' },
  interested: { part: 'interest', method: 'PUT', kind: 'interest-on' },
  notInterested: { part: 'interest', method: 'DELETE', kind: 'interest-off' },
};

/** The answer sent, or queued without a connection (then `attendance` is the expected one). */
export interface AttendanceUpdate {
  attendance: EventAttendance;
  queued: boolean;
}

/**
 * PUT or DELETE /api/v1/events/{id}/attendance|interest; each answers the event's attendance.
 * Without a connection the answer is queued (spec §3 sync queue) and the expected attendance,
 * worked out from `current`, is answered instead.
 */
export async function updateAttendance(
  eventId: string,
  action: AttendanceAction,
  options: { userId: string; eventName: string; current?: EventAttendance | undefined },
): Promise<AttendanceUpdate> {
  const { part, method, kind } = REQUESTS[action];
  const result = await queuedWrite<unknown>(
    { kind, method, path: attendancePath(eventId, part), eventId, eventName: options.eventName },
    options.userId,
  );
  if (result.status === 'sent')
    return { attendance: eventAttendanceSchema.parse(result.data), queued: false };
  addPendingAction(result.item);
  return { attendance: expectedAttendance(options.current, eventId, action), queued: true };
}

/**
 * Sends one answer and puts the server's new attendance in the cache at once (no refetch, no
 * flash). Going or not changes what the event page may show (an online event's access link), so
 * the event is read again after an RSVP; the "my events" lists are marked stale. Without a
 * connection the expected attendance shows at once, marked as waiting, and a toast says so.
 */
export function useUpdateAttendance(eventId: string, viewer: string, eventName = '') {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it runs too: the answer is queued rather than held until the connection returns.
    networkMode: 'always',
    mutationFn: (action: AttendanceAction) => {
      const current = queryClient.getQueryData<EventAttendance>(eventKeys.attendance(eventId, viewer));
      return updateAttendance(eventId, action, { userId: viewer, eventName, current });
    },
    onSuccess: ({ attendance, queued }, action) => {
      queryClient.setQueryData(eventKeys.attendance(eventId, viewer), attendance);
      // Queued: nothing changed on the server yet; the replay refreshes what it changes.
      if (queued) return void announceQueued();
      // My events lists and counts are read again when next shown.
      void queryClient.invalidateQueries({ queryKey: myEventsKeys.all });
      // Going or interested: the event (and its ticket) is kept on the device for offline use.
      if (action === 'going' || action === 'interested')
        void import('../../../lib/offline/saved-events-refresh.ts').then((m) =>
          m.saveEventSoon(eventId, viewer),
        );
      if (REQUESTS[action].part === 'attendance')
        return queryClient.invalidateQueries({ queryKey: eventDetailKeys.all });
      return undefined;
    },
  });
}
