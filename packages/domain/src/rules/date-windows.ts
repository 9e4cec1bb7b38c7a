/**
 * Date filters of the events list as instants. The list asks the API for events overlapping
 * [from, to); the person thinks in days of their own time zone ("today", "this weekend"), so the
 * client turns those days into the instants of local midnight. Pure: `now` and the zone are given.
 */

/** A calendar day: year, month 1–12, day 1–31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface DateWindow {
  /** ISO 8601 instant, inclusive; absent for an open start. */
  from?: string;
  /** ISO 8601 instant, exclusive; absent for an open end. */
  to?: string;
}

/** A window with both ends. */
export type ClosedDateWindow = Required<DateWindow>;

export type QuickDateWindow = 'today' | 'weekend' | 'month';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of `instant` in `timeZone`, as if it were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The day `instant` falls on in `timeZone`. */
export function dayInZone(instant: Date, timeZone: string): CalendarDay {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/**
 * The instant the day starts in `timeZone` (its local midnight). Where a clock change skips
 * midnight, the first moment that exists that day.
 */
export function startOfDayInZone(day: CalendarDay, timeZone: string): Date {
  const target = Date.UTC(day.year, day.month - 1, day.day);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const offset = wallClockMs(guess, timeZone) - guess;
    const next = target - offset;
    if (next === guess) break;
    guess = next;
  }
  // A skipped midnight reads as the previous day's late evening: step to the day's first hour.
  if (wallClockMs(guess, timeZone) < target) guess += 3_600_000;
  return new Date(guess);
}

/** `day` moved by `days` (negative goes back); months and years roll over. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekday(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/** "2026-03-14" of a day. */
export function formatIsoDay(day: CalendarDay): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** The day of "2026-03-14", or null when the text is not a real date. */
export function parseIsoDay(text: string): CalendarDay | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = addDays(day, 0);
  return check.year === day.year && check.month === day.month && check.day === day.day ? day : null;
}

/** Days from the first to the last (inclusive) as [start of first, start of the day after last). */
function daysWindow(first: CalendarDay, last: CalendarDay, timeZone: string): ClosedDateWindow {
  return {
    from: startOfDayInZone(first, timeZone).toISOString(),
    to: startOfDayInZone(addDays(last, 1), timeZone).toISOString(),
  };
}

/**
 * Today, this weekend or this month in the person's zone. The weekend is Saturday and Sunday
 * (from today when it is already the weekend); "this month" is what is left of it, from today.
 */
export function quickDateWindow(kind: QuickDateWindow, now: Date, timeZone: string): ClosedDateWindow {
  const today = dayInZone(now, timeZone);
  switch (kind) {
    case 'today':
      return daysWindow(today, today, timeZone);
    case 'weekend': {
      const dow = weekday(today);
      if (dow === 0) return daysWindow(today, today, timeZone);
      const saturday = addDays(today, 6 - dow);
      return daysWindow(saturday, addDays(saturday, 1), timeZone);
    }
    case 'month':
      return daysWindow(today, lastDayOfMonth(today.year, today.month), timeZone);
  }
}

/** The last day of a month (month 1–12). */
export function lastDayOfMonth(year: number, month: number): CalendarDay {
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  return addDays(next, -1);
}

/** A whole month (month 1–12) in the zone: for the calendar view. */
export function monthWindow(year: number, month: number, timeZone: string): ClosedDateWindow {
  return daysWindow({ year, month, day: 1 }, lastDayOfMonth(year, month), timeZone);
}

/**
 * A range the person picked as two days ("2026-03-14", inclusive both). Either end may be
 * missing (open range); null when neither is a valid day or the end comes before the start.
 */
export function dayRangeWindow(fromDay: string, toDay: string, timeZone: string): DateWindow | null {
  const first = parseIsoDay(fromDay);
  const last = parseIsoDay(toDay);
  if (first && last) {
    if (formatIsoDay(last) < formatIsoDay(first)) return null;
    return daysWindow(first, last, timeZone);
  }
  if (first) return { from: startOfDayInZone(first, timeZone).toISOString() };
  if (last) return { to: startOfDayInZone(addDays(last, 1), timeZone).toISOString() };
  return null;
}
