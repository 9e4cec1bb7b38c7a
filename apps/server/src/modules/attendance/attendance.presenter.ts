import type {
  AttendanceCounts,
  AttendanceStatus,
  Attendee,
  MyAttendance,
  RsvpClosedReason,
  RsvpState,
} from '@eventos/domain';
import type { EventRow } from '../events/events.repository.ts';
import type { AttendeeRow, CountsRow, MineRow } from './attendance.sql.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const uploadUrl = (path: string) => `/uploads/${path.replace(/^\/+/, '')}`;

export function toCounts(row: CountsRow | undefined, capacity: number | null): AttendanceCounts {
  return {
    going: row?.going ?? 0,
    waitlisted: row?.waitlisted ?? 0,
    checkedIn: row?.checked_in ?? 0,
    interested: row?.interested ?? 0,
    capacity: row ? row.capacity : capacity,
  };
}

/** The caller's own attendance: the ticket code only while it holds a seat. */
export function toMyAttendance(row: MineRow): MyAttendance {
  const status = row.status as AttendanceStatus;
  const seated = status === 'going' || status === 'checked_in';
  return {
    id: row.id,
    status,
    ticketCode: seated ? row.ticket_code : null,
    waitlistPosition: status === 'waitlisted' ? row.waitlist_position : null,
    checkedInAt: row.checked_in_at ? iso(row.checked_in_at) : null,
    createdAt: iso(row.created_at),
  };
}

/** An attendee as the organiser's list shows them: never their ticket code. */
export function toAttendee(row: AttendeeRow): Attendee {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    id: row.id,
    userId: row.user_id,
    name: name || row.username || '',
    username: row.username,
    avatarUrl: row.avatar_path ? uploadUrl(row.avatar_path) : null,
    status: row.status as AttendanceStatus,
    checkedInAt: row.checked_in_at ? iso(row.checked_in_at) : null,
    createdAt: iso(row.created_at),
    waitlistPosition: row.status === 'waitlisted' ? row.waitlist_position : null,
  };
}

/**
 * Whether the caller may RSVP now, and why not: the same order of reasons as app.rsvp (the
 * database decides; this only tells the page what to show).
 */
export type RsvpEventFields = Pick<
  EventRow,
  'organizerId' | 'cancelledAt' | 'publishedAt' | 'startDatetime' | 'endDatetime' | 'rsvpDeadline'
>;

export function rsvpState(row: RsvpEventFields, callerId: string | null, now = new Date()): RsvpState {
  const deadline = row.rsvpDeadline?.toISOString() ?? null;
  const ends = row.endDatetime ?? row.startDatetime;
  let reason: RsvpClosedReason | null = null;
  if (callerId !== null && row.organizerId === callerId) reason = 'organizer';
  else if (row.cancelledAt) reason = 'cancelled';
  else if (!row.publishedAt || row.publishedAt > now) reason = 'draft';
  else if (ends <= now) reason = 'past';
  else if (row.rsvpDeadline && row.rsvpDeadline <= now) reason = 'deadline';
  return { open: reason === null, closedReason: reason, deadline };
}
