import { type AttendanceCounts, type CheckInResult, checkInResultSchema } from '@eventos/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myEventsKeys } from '../../participating/api/my-events-keys.ts';
import { manageKeys } from './manage-keys.ts';
import { countsAnswerSchema } from './manage-schemas.ts';
import { rememberCounts } from './use-attendees.ts';

const base = (eventId: string) => `/api/v1/events/${encodeURIComponent(eventId)}`;

/** POST /events/{id}/check-ins {code} — the door's answer: accepted, already, wrong event, unknown. */
export async function postCheckIn(eventId: string, code: string): Promise<CheckInResult> {
  const body = await apiFetch<unknown>(`${base(eventId)}/check-ins`, { method: 'POST', json: { code } });
  return checkInResultSchema.parse(body);
}

/** POST /events/{id}/attendees/{attendanceId}/check-in — check a person in from the list. */
export async function checkInAttendee(eventId: string, attendanceId: string): Promise<AttendanceCounts> {
  const body = await apiFetch<unknown>(
    `${base(eventId)}/attendees/${encodeURIComponent(attendanceId)}/check-in`,
    { method: 'POST' },
  );
  return checkInResultSchema.parse(body).counts;
}

/** DELETE /events/{id}/check-ins/{attendanceId} — undo a check-in. */
export async function deleteCheckIn(eventId: string, attendanceId: string): Promise<AttendanceCounts> {
  const body = await apiFetch<unknown>(`${base(eventId)}/check-ins/${encodeURIComponent(attendanceId)}`, {
    method: 'DELETE',
  });
  return countsAnswerSchema.parse(body).counts;
}

/** DELETE /events/{id}/attendees/{attendanceId} — remove someone (their seat goes to the waitlist). */
export async function deleteAttendee(eventId: string, attendanceId: string): Promise<AttendanceCounts> {
  const body = await apiFetch<unknown>(`${base(eventId)}/attendees/${encodeURIComponent(attendanceId)}`, {
    method: 'DELETE',
  });
  return countsAnswerSchema.parse(body).counts;
}

/** POST /events/{id}/attendees/{attendanceId}/promote — seat a waitlisted person, even when full. */
export async function promoteAttendee(eventId: string, attendanceId: string): Promise<AttendanceCounts> {
  const body = await apiFetch<unknown>(
    `${base(eventId)}/attendees/${encodeURIComponent(attendanceId)}/promote`,
    { method: 'POST' },
  );
  return countsAnswerSchema.parse(body).counts;
}

/** After any change: new counts shown at once, the lists and my-events counters asked again. */
export function afterAttendanceChange(queryClient: QueryClient, eventId: string, counts: AttendanceCounts) {
  rememberCounts(queryClient, eventId, counts);
  void queryClient.invalidateQueries({ queryKey: manageKeys.attendeeLists(eventId) });
  void queryClient.invalidateQueries({ queryKey: manageKeys.recentCheckIns(eventId) });
  void queryClient.invalidateQueries({ queryKey: myEventsKeys.all });
}

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => postCheckIn(eventId, code),
    onSuccess: (answer) => afterAttendanceChange(queryClient, eventId, answer.counts),
  });
}

export type AttendeeAction = 'check-in' | 'undo-check-in' | 'promote' | 'remove';

const ACTIONS: Record<AttendeeAction, (eventId: string, attendanceId: string) => Promise<AttendanceCounts>> =
  {
    'check-in': checkInAttendee,
    'undo-check-in': deleteCheckIn,
    promote: promoteAttendee,
    remove: deleteAttendee,
  };

/** One organiser action on one attendee row. */
export function useAttendeeAction(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, attendanceId }: { action: AttendeeAction; attendanceId: string }) =>
      ACTIONS[action](eventId, attendanceId),
    onSuccess: (counts) => afterAttendanceChange(queryClient, eventId, counts),
  });
}
