import type { EventAttendance, MyAttendance } from '@eventos/domain';
import { EVENT_ID } from './event-detail-fixture.ts';

export const ATTENDANCE_ID = '00000000-0000-4000-8000-00000000a77e';

/** The attendance of the samba night as a visitor sees it: open, no limit, nobody yet. */
export function makeAttendance(overrides: Partial<EventAttendance> = {}): EventAttendance {
  return {
    eventId: EVENT_ID,
    counts: { going: 0, waitlisted: 0, checkedIn: 0, interested: 0, capacity: null },
    mine: null,
    interested: false,
    rsvp: { open: true, closedReason: null, deadline: null },
    accessLink: null,
    ...overrides,
  };
}

/** The caller's own answer: going with a ticket, unless overridden. */
export function makeMine(overrides: Partial<MyAttendance> = {}): MyAttendance {
  return {
    id: ATTENDANCE_ID,
    status: 'going',
    ticketCode: 'K7M2Q9XPLT',
    waitlistPosition: null,
    checkedInAt: null,
    createdAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}
