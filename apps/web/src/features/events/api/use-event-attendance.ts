import { type EventAttendance, eventAttendanceSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';
import { isUnreachable } from './use-event-detail.ts';

/** The address of one event's attendance (GET, PUT, DELETE) or of its interest (PUT, DELETE). */
export function attendancePath(eventId: string, part: 'attendance' | 'interest' = 'attendance'): string {
  return `/api/v1/events/${encodeURIComponent(eventId)}/${part}`;
}

/** GET /api/v1/events/{id}/attendance: counts for everyone; the caller's own answer when signed in. */
export async function fetchEventAttendance(eventId: string, signal?: AbortSignal): Promise<EventAttendance> {
  const body = await apiFetch<unknown>(attendancePath(eventId), signal ? { signal } : {});
  return eventAttendanceSchema.parse(body);
}

/**
 * The attendance, or, when the server cannot be reached and `viewer` is a signed-in person, the
 * one saved with their event on this device (with the ticket code). Otherwise the error as it came.
 */
export async function fetchEventAttendanceOrSaved(
  eventId: string,
  viewer: string,
  signal?: AbortSignal,
): Promise<EventAttendance> {
  try {
    return await fetchEventAttendance(eventId, signal);
  } catch (error) {
    if (viewer === 'visitor' || !isUnreachable(error)) throw error;
    const saved = await import('../../../lib/offline/saved-events.ts')
      .then(({ readSavedEvent }) => readSavedEvent(eventId, viewer))
      .catch(() => undefined);
    if (!saved) throw error;
    return saved.attendance;
  }
}

/** One event's attendance as `viewer` (the signed-in user's id, or 'visitor') sees it. */
export function useEventAttendance(eventId: string, viewer: string, enabled = true) {
  return useQuery({
    queryKey: eventKeys.attendance(eventId, viewer),
    queryFn: ({ signal }) => fetchEventAttendanceOrSaved(eventId, viewer, signal),
    enabled,
    // Asked even when the browser says it is offline: the saved attendance answers then.
    networkMode: 'always',
  });
}
