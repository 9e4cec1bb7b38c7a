/** Where the database announces every change of an event's attendance (migration 0021). */
export const ATTENDANCE_CHANNEL = 'eventos_attendance';

export interface AttendanceChange {
  eventId: string;
  organizerId: string;
  /** The attendance just checked in, when the change was a check-in. */
  checkedIn: string | null;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PAYLOAD = new RegExp(`^(${UUID}):(${UUID}):(${UUID})?$`, 'i');

/** '<event_id>:<organizer_id>:<attendance id or empty>' as the trigger sends it; anything else is null. */
export function parseAttendanceChange(payload: string): AttendanceChange | null {
  const m = PAYLOAD.exec(payload);
  if (!m) return null;
  return {
    eventId: (m[1] as string).toLowerCase(),
    organizerId: (m[2] as string).toLowerCase(),
    checkedIn: m[3] ? m[3].toLowerCase() : null,
  };
}
