import type { Statement } from '../../db/read-as.ts';

/** One seated attendee of the door list, with the ticket code the server hashes before it leaves. */
export interface DoorListRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  status: string;
  checked_in_at: Date | null;
  ticket_code: string;
}

/**
 * Everyone holding a seat at an event (going or checked in), as its organiser sees them (row
 * policies show nobody else any): $1 event. In order of arrival, like the attendee list.
 */
export const DOOR_LIST: Statement = {
  name: 'offline_door_list',
  text: `SELECT a.id, p.first_name, p.last_name, p.username, p.avatar_path, a.status, a.checked_in_at,
      a.ticket_code
    FROM event_attendances a JOIN profiles p ON p.id = a.user_id
    WHERE a.event_id = $1::uuid AND a.status IN ('going', 'checked_in')
    ORDER BY a.created_at, a.id`,
};
