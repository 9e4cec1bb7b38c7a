import type { AttendanceCounts, MyAttendance, OrganizingItem, ParticipatingItem } from '@eventos/domain';
import { makeEvent } from '../../../test/fixtures.ts';

let sequence = 0;

/** An attendance of the caller: going with a ticket unless overridden. */
export function makeAttendance(overrides: Partial<MyAttendance> = {}): MyAttendance {
  sequence += 1;
  return {
    id: `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    status: 'going',
    ticketCode: 'K7MQ2XH9PA',
    waitlistPosition: null,
    checkedInAt: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function participatingItem(
  event: Parameters<typeof makeEvent>[0],
  attendance: MyAttendance | null,
  interested = false,
): ParticipatingItem {
  return { event: makeEvent(event), attendance, interested };
}

export function makeCounts(overrides: Partial<AttendanceCounts> = {}): AttendanceCounts {
  return { going: 0, waitlisted: 0, checkedIn: 0, interested: 0, capacity: null, ...overrides };
}

export function organizingItem(
  event: Parameters<typeof makeEvent>[0],
  counts: Partial<AttendanceCounts> = {},
): OrganizingItem {
  return { event: makeEvent(event), counts: makeCounts(counts) };
}
