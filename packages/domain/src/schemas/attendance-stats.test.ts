import { describe, expect, it } from 'vitest';
import {
  checkInRate,
  daysInWindow,
  EVENT_STATS_MAX_DAYS,
  eventStatsSchema,
  eventStatsWindow,
  ORGANIZING_STATS_DAYS,
  organizingStatsSchema,
  organizingStatsWindow,
  shiftDay,
} from '../index.ts';

const point = (day: string, over: Partial<{ views: number; rsvps: number; seated: number }> = {}) => ({
  day,
  views: 0,
  rsvps: 0,
  seated: 0,
  ...over,
});

const counts = { going: 3, waitlisted: 1, checkedIn: 2, interested: 0, capacity: 10 };

describe('numbers for organisers', () => {
  it('the check-in rate is checked in over seats taken, and none while nobody holds a seat', () => {
    expect(checkInRate(2, 4)).toBe(0.5);
    expect(checkInRate(0, 3)).toBe(0);
    expect(checkInRate(3, 3)).toBe(1);
    expect(checkInRate(0, 0)).toBeNull();
  });

  it('moves days across months, years and leap days', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInWindow('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInWindow('2026-02-01', '2026-03-02')).toBe(30);
    expect(() => shiftDay('01/03/2026', 1)).toThrow();
  });

  it('an event’s window runs from its first RSVP or view to today, or to its end once over', () => {
    const today = '2026-03-20';
    expect(
      eventStatsWindow({
        createdDay: '2026-03-01',
        firstActivityDay: '2026-03-05',
        endDay: '2026-04-10',
        today,
      }),
    ).toEqual({ from: '2026-03-05', to: today });
    // Nothing yet: from its creation.
    expect(
      eventStatsWindow({ createdDay: '2026-03-01', firstActivityDay: null, endDay: '2026-04-10', today }),
    ).toEqual({ from: '2026-03-01', to: today });
    // Over: up to its last day.
    expect(
      eventStatsWindow({
        createdDay: '2026-03-01',
        firstActivityDay: '2026-03-02',
        endDay: '2026-03-10',
        today,
      }),
    ).toEqual({ from: '2026-03-02', to: '2026-03-10' });
    // Created after it ended (an imported past event): one day, never a reversed window.
    expect(
      eventStatsWindow({ createdDay: '2026-03-15', firstActivityDay: null, endDay: '2026-03-10', today }),
    ).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    // Created today.
    expect(
      eventStatsWindow({ createdDay: today, firstActivityDay: null, endDay: '2026-05-01', today }),
    ).toEqual({ from: today, to: today });
  });

  it('keeps the latest 90 days of a long-running event', () => {
    const window = eventStatsWindow({
      createdDay: '2025-01-01',
      firstActivityDay: '2025-01-02',
      endDay: '2026-12-31',
      today: '2026-03-20',
    });
    expect(window.to).toBe('2026-03-20');
    expect(daysInWindow(window.from, window.to)).toBe(EVENT_STATS_MAX_DAYS);
    expect(window.from).toBe('2025-12-21');
  });

  it('the organiser’s window is the last 30 days, today included', () => {
    const window = organizingStatsWindow('2026-03-20');
    expect(window).toEqual({ from: '2026-02-19', to: '2026-03-20' });
    expect(daysInWindow(window.from, window.to)).toBe(ORGANIZING_STATS_DAYS);
  });

  it('reads the answers and refuses malformed ones', () => {
    const event = {
      eventId: '00000000-0000-4000-8000-000000000001',
      from: '2026-03-19',
      to: '2026-03-20',
      days: [point('2026-03-19', { rsvps: 2, seated: 2 }), point('2026-03-20', { views: 5, seated: 2 })],
      views: 5,
      rsvps: 2,
      counts,
      checkInRate: 2 / 3,
    };
    expect(eventStatsSchema.parse(event)).toEqual(event);
    expect(eventStatsSchema.safeParse({ ...event, days: [] }).success).toBe(false);
    expect(eventStatsSchema.safeParse({ ...event, checkInRate: 1.5 }).success).toBe(false);
    expect(eventStatsSchema.safeParse({ ...event, days: [point('20/03/2026')] }).success).toBe(false);
    expect(eventStatsSchema.safeParse({ ...event, days: [point('2026-03-20', { views: -1 })] }).success).toBe(
      false,
    );

    const days = Array.from({ length: ORGANIZING_STATS_DAYS }, (_, i) => point(shiftDay('2026-02-19', i)));
    const organizing = {
      from: '2026-02-19',
      to: '2026-03-20',
      days,
      events: 4,
      past: { events: 1, seated: 0, checkedIn: 0, checkInRate: null },
    };
    expect(organizingStatsSchema.parse(organizing)).toEqual(organizing);
    expect(organizingStatsSchema.safeParse({ ...organizing, days: days.slice(1) }).success).toBe(false);
  });
});
