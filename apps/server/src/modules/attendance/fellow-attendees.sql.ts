import type { Statement } from '../../db/read-as.ts';

/**
 * Who else is going (issue 16), read as the caller through definer functions that decide who may
 * see it (migration 0023): the people going who show their name, and the totals.
 */

export interface FellowAttendeeRow {
  attendance_id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  sort_at: Date | string;
}

/** $1 event, $2/$3 keyset cursor (arrival time, attendance id) or nulls, $4 rows. */
export const FELLOW_ATTENDEES: Statement = {
  name: 'attendance_fellow_attendees',
  text: 'SELECT * FROM app.fellow_attendees($1::uuid, $2::timestamptz, $3::uuid, $4::int)',
};

export interface FellowTotalsRow {
  shown: number;
  hidden: number;
  viewer_shown: boolean;
}

/** $1 event. */
export const FELLOW_TOTALS: Statement = {
  name: 'attendance_fellow_totals',
  text: 'SELECT * FROM app.fellow_attendee_totals($1::uuid)',
};
