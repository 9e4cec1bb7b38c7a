import { z } from 'zod';
import { attendanceCountsSchema } from './attendance.ts';

/**
 * Numbers for organisers (issue 16): views, RSVPs over time and the check-in rate of one event
 * (GET /events/{id}/stats) and of all the caller's events (GET /me/organizing/stats). Days are
 * calendar days in São Paulo time, as YYYY-MM-DD; every day of the window is present, with zeros
 * when nothing happened, so a chart of it is continuous.
 */

/** The longest window of one event's numbers, in days (the latest days are kept). */
export const EVENT_STATS_MAX_DAYS = 90;

/** The window of the organiser's numbers over all their events: the last 30 days, today included. */
export const ORGANIZING_STATS_DAYS = 30;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export const statsDaySchema = z.string().regex(ISO_DAY);

const count = z.number().int().min(0);

export const statsPointSchema = z.object({
  day: statsDaySchema,
  /** Views counted that day (one per visitor per day). */
  views: count,
  /** RSVPs made that day, whatever became of them since. */
  rsvps: count,
  /** People holding a seat now who had answered by the end of that day (a running total). */
  seated: count,
});
export type StatsPoint = z.infer<typeof statsPointSchema>;

/** Checked in over seats taken (going + checked in), 0–1; null while nobody holds a seat. */
export const checkInRateSchema = z.number().min(0).max(1).nullable();

/** GET /events/{id}/stats — the organiser's numbers of one event. */
export const eventStatsSchema = z.object({
  eventId: z.uuid(),
  from: statsDaySchema,
  to: statsDaySchema,
  days: z.array(statsPointSchema).min(1).max(EVENT_STATS_MAX_DAYS),
  /** Every view the event ever had (the days may start later: only days since counting began). */
  views: count,
  /** Every RSVP the event ever had, cancelled ones included. */
  rsvps: count,
  counts: attendanceCountsSchema,
  checkInRate: checkInRateSchema,
});
export type EventStats = z.infer<typeof eventStatsSchema>;

/** GET /me/organizing/stats — the last 30 days over all my events, and how my past events went. */
export const organizingStatsSchema = z.object({
  from: statsDaySchema,
  to: statsDaySchema,
  days: z.array(statsPointSchema).length(ORGANIZING_STATS_DAYS),
  /** How many events I organise (drafts and cancelled ones included). */
  events: count,
  past: z.object({
    /** Published, not cancelled and over. */
    events: count,
    seated: count,
    checkedIn: count,
    checkInRate: checkInRateSchema,
  }),
});
export type OrganizingStats = z.infer<typeof organizingStatsSchema>;

/** Checked in over seats taken; null when nobody holds a seat (no rate to speak of). */
export function checkInRate(checkedIn: number, seated: number): number | null {
  if (seated <= 0) return null;
  return Math.min(1, Math.max(0, checkedIn / seated));
}

function dayNumber(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function dayText(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** `day` moved by `n` days (negative: earlier). */
export function shiftDay(day: string, n: number): string {
  return dayText(dayNumber(day) + n);
}

/** How many days the window [from, to] holds, both ends included. */
export function daysInWindow(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

export interface EventStatsWindowInput {
  /** The day the event was created. */
  createdDay: string;
  /** The first day with an RSVP or a counted view, if any. */
  firstActivityDay: string | null;
  /** The day the event ends (its start when it has no end). */
  endDay: string;
  today: string;
}

/**
 * The days one event's numbers cover: from its first RSVP or view (its creation when it has
 * none) to today, or to its end once it is over; never empty, at most the latest 90 days.
 */
export function eventStatsWindow(
  { createdDay, firstActivityDay, endDay, today }: EventStatsWindowInput,
  maxDays = EVENT_STATS_MAX_DAYS,
): { from: string; to: string } {
  const earliest = (a: string, b: string) => (a < b ? a : b);
  const latest = (a: string, b: string) => (a > b ? a : b);
  let from = earliest(firstActivityDay ?? createdDay, today);
  const to = latest(from, earliest(endDay, today));
  if (daysInWindow(from, to) > maxDays) from = shiftDay(to, 1 - maxDays);
  return { from, to };
}

/** The organiser's window: the last 30 days up to today. */
export function organizingStatsWindow(today: string): { from: string; to: string } {
  return { from: shiftDay(today, 1 - ORGANIZING_STATS_DAYS), to: today };
}
