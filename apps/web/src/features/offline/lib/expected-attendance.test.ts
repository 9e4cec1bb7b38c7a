import { describe, expect, it } from 'vitest';
import { makeAttendance, makeMine } from '../../events/components/detail/testing/attendance-fixture.ts';
import { EVENT_ID } from '../../events/components/detail/testing/event-detail-fixture.ts';
import { expectedAttendance } from './expected-attendance.ts';

const counts = (going: number, capacity: number | null, waitlisted = 0, interested = 0) => ({
  going,
  waitlisted,
  checkedIn: 0,
  interested,
  capacity,
});

describe('expectedAttendance', () => {
  it('takes a seat, or the end of the waitlist when the seats are taken', () => {
    const open = expectedAttendance(makeAttendance({ counts: counts(3, 10) }), EVENT_ID, 'going');
    expect(open.mine?.status).toBe('going');
    expect(open.mine?.ticketCode).toBeNull();
    expect(open.counts.going).toBe(4);
    const full = expectedAttendance(makeAttendance({ counts: counts(10, 10, 2) }), EVENT_ID, 'going');
    expect(full.mine).toMatchObject({ status: 'waitlisted', waitlistPosition: 3 });
    expect(full.counts).toMatchObject({ going: 10, waitlisted: 3 });
  });

  it('cancels a seat or a place on the waitlist, never a check-in', () => {
    const going = makeAttendance({ counts: counts(5, null), mine: makeMine() });
    const cancelled = expectedAttendance(going, EVENT_ID, 'cancel');
    expect(cancelled.mine?.status).toBe('cancelled');
    expect(cancelled.counts.going).toBe(4);
    expect(cancelled.accessLink).toBeNull();
    const checkedIn = makeAttendance({ mine: makeMine({ status: 'checked_in' }) });
    expect(expectedAttendance(checkedIn, EVENT_ID, 'cancel')).toBe(checkedIn);
  });

  it('turns interest on and off, counting it once', () => {
    const on = expectedAttendance(makeAttendance({ counts: counts(0, null, 0, 2) }), EVENT_ID, 'interested');
    expect(on).toMatchObject({ interested: true, counts: { interested: 3 } });
    expect(expectedAttendance(on, EVENT_ID, 'interested')).toBe(on);
    expect(expectedAttendance(on, EVENT_ID, 'notInterested')).toMatchObject({
      interested: false,
      counts: { interested: 2 },
    });
  });

  it('answers an attendance for an event whose attendance was never read', () => {
    const going = expectedAttendance(undefined, EVENT_ID, 'going');
    expect(going.eventId).toBe(EVENT_ID);
    expect(going.mine?.status).toBe('going');
  });
});
