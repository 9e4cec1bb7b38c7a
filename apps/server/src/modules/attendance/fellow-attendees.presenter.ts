import { encodeEventCursor, type FellowAttendee } from '@eventos/domain';
import type { FellowAttendeeRow } from './fellow-attendees.sql.ts';

const uploadUrl = (path: string) => `/uploads/${path.replace(/^\/+/, '')}`;

/** A person going as the others going see them: a name, a username and a photo, nothing more. */
export function toFellowAttendee(row: FellowAttendeeRow): FellowAttendee {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    userId: row.user_id,
    name: name || row.username || '',
    username: row.username,
    avatarUrl: row.avatar_path ? uploadUrl(row.avatar_path) : null,
  };
}

/** The cursor after a row: its arrival time (to the millisecond) and attendance id. */
export function cursorAfter(row: FellowAttendeeRow): string {
  return encodeEventCursor({ startsAt: new Date(row.sort_at).toISOString(), id: row.attendance_id });
}
