import {
  type EventStats,
  ORGANIZING_STATS_DAYS,
  type OrganizingStats,
  type StatsPoint,
  shiftDay,
} from '@eventos/domain';

export const STATS_EVENT_ID = '00000000-0000-4000-8000-000000000042';

/** `count` days from `from`, with the values `values` gives each (zeros by default). */
export function makeDays(
  from: string,
  count: number,
  values: (index: number) => Partial<Omit<StatsPoint, 'day'>> = () => ({}),
): StatsPoint[] {
  return Array.from({ length: count }, (_, i) => ({
    day: shiftDay(from, i),
    views: 0,
    rsvps: 0,
    seated: 0,
    ...values(i),
  }));
}

/** Three days from 1 March: RSVPs on the first two, views on the first and the last. */
export function makeEventStats(overrides: Partial<EventStats> = {}): EventStats {
  return {
    eventId: STATS_EVENT_ID,
    from: '2026-03-01',
    to: '2026-03-03',
    days: [
      { day: '2026-03-01', views: 4, rsvps: 2, seated: 2 },
      { day: '2026-03-02', views: 0, rsvps: 1, seated: 2 },
      { day: '2026-03-03', views: 2, rsvps: 0, seated: 2 },
    ],
    views: 6,
    rsvps: 3,
    counts: { going: 2, waitlisted: 1, checkedIn: 1, interested: 0, capacity: 2 },
    checkInRate: 0.5,
    ...overrides,
  };
}

export function makeOrganizingStats(overrides: Partial<OrganizingStats> = {}): OrganizingStats {
  const from = '2026-02-02';
  return {
    from,
    to: shiftDay(from, ORGANIZING_STATS_DAYS - 1),
    days: makeDays(from, ORGANIZING_STATS_DAYS, (i) => ({
      rsvps: i % 10 === 0 ? 4 : 0,
      views: i % 3 === 0 ? 5 : 0,
      seated: 8 + Math.floor(i / 10) * 4,
    })),
    events: 4,
    past: { events: 2, seated: 40, checkedIn: 30, checkInRate: 0.75 },
    ...overrides,
  };
}
