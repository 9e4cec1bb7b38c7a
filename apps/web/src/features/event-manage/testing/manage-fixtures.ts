import type { AttendanceCounts, Attendee, CheckInResult } from '@eventos/domain';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function makeAttendee(overrides: Partial<Attendee> = {}): Attendee {
  return {
    id: uuid(),
    userId: uuid(),
    name: 'Ana Conceição',
    username: 'ana',
    avatarUrl: null,
    status: 'going',
    checkedInAt: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    waitlistPosition: null,
    ...overrides,
  };
}

export function makeCounts(overrides: Partial<AttendanceCounts> = {}): AttendanceCounts {
  return { going: 2, waitlisted: 1, checkedIn: 0, interested: 0, capacity: 2, ...overrides };
}

export function makeCheckIn(
  result: CheckInResult['result'],
  attendee: Attendee | null,
  counts = makeCounts(),
) {
  return { result, attendee, counts } satisfies CheckInResult;
}
