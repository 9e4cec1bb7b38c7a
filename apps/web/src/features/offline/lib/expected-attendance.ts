import type { EventAttendance, MyAttendance } from '@eventos/domain';

export type ExpectedAction = 'going' | 'cancel' | 'interested' | 'notInterested';

const UNKNOWN: Omit<EventAttendance, 'eventId'> = {
  counts: { going: 0, waitlisted: 0, checkedIn: 0, interested: 0, capacity: null },
  mine: null,
  interested: false,
  rsvp: { open: true, closedReason: null, deadline: null },
  accessLink: null,
};

/**
 * What the event's attendance will be once a queued answer is sent, shown at once (marked as
 * waiting): going (or the waitlist when full), cancelled, interested or not. The server's answer
 * replaces it when the connection comes back.
 */
export function expectedAttendance(
  current: EventAttendance | undefined,
  eventId: string,
  action: ExpectedAction,
  now = new Date(),
): EventAttendance {
  const base: EventAttendance = current ?? { ...UNKNOWN, eventId };
  const counts = { ...base.counts };
  const before = base.mine?.status ?? 'cancelled';
  const mine = (status: MyAttendance['status'], waitlistPosition: number | null): MyAttendance => ({
    id: base.mine?.id ?? crypto.randomUUID(),
    status,
    ticketCode: null,
    waitlistPosition,
    checkedInAt: null,
    createdAt: base.mine?.createdAt ?? now.toISOString(),
  });

  switch (action) {
    case 'going': {
      if (before !== 'cancelled') return base;
      const full = counts.capacity !== null && counts.going >= counts.capacity;
      if (full) {
        counts.waitlisted++;
        return { ...base, counts, mine: mine('waitlisted', counts.waitlisted) };
      }
      counts.going++;
      return { ...base, counts, mine: mine('going', null) };
    }
    case 'cancel': {
      if (before === 'going') counts.going = Math.max(0, counts.going - 1);
      if (before === 'waitlisted') counts.waitlisted = Math.max(0, counts.waitlisted - 1);
      if (before === 'cancelled' || before === 'checked_in') return base;
      return { ...base, counts, mine: mine('cancelled', null), accessLink: null };
    }
    case 'interested':
      if (base.interested) return base;
      return { ...base, interested: true, counts: { ...counts, interested: counts.interested + 1 } };
    case 'notInterested':
      if (!base.interested) return base;
      return {
        ...base,
        interested: false,
        counts: { ...counts, interested: Math.max(0, counts.interested - 1) },
      };
  }
}
