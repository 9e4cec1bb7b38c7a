import { DATE_PICKER_QUICK_TIMES } from '../constants/events.ts';
import { parseIsoDay } from './date-windows.ts';

/**
 * Spec §5 Date picker: modes date, time and datetime; hours 0-23 and minutes 0-59 with wraparound;
 * quick times 09:00, 12:00, 18:00 and now; invalid date strings become empty.
 *
 * Values are the strings of native inputs, in the person's local time: 'YYYY-MM-DD' (date),
 * 'HH:mm' (time) and 'YYYY-MM-DDTHH:mm' (datetime). While a datetime is half filled in, one side
 * may be empty ('2026-05-01T' or 'T18:00'), so what was chosen is not lost.
 */
export type DatePickerMode = 'date' | 'time' | 'datetime';

/** A quick time of the picker: one of the fixed times, or the current time. */
export type QuickTime = (typeof DATE_PICKER_QUICK_TIMES)[number] | 'now';

export const QUICK_TIMES: readonly QuickTime[] = [...DATE_PICKER_QUICK_TIMES, 'now'];

const TIME = /^(\d{1,2}):(\d{1,2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** An hour moved past 23 or below 0 comes round again (24 → 0, -1 → 23). */
export function wrapHour(hour: number): number {
  return ((Math.trunc(hour) % 24) + 24) % 24;
}

/** A minute moved past 59 or below 0 comes round again (60 → 0, -1 → 59); the hour stays. */
export function wrapMinute(minute: number): number {
  return ((Math.trunc(minute) % 60) + 60) % 60;
}

/** 'YYYY-MM-DD' when it names a real calendar day (no 31 February), else ''. */
export function normalizeDate(value: string): string {
  const day = value.trim();
  return parseIsoDay(day) ? day : '';
}

/** 'HH:mm' of a time in range ('9:5' → '09:05'), else ''. */
export function normalizeTime(value: string): string {
  const match = TIME.exec(value.trim());
  if (!match) return '';
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : '';
}

/** The date and time sides of a datetime value, each normalised ('' when missing or invalid). */
export function splitDatetime(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.trim().split('T');
  return { date: normalizeDate(date), time: normalizeTime(time.slice(0, 5)) };
}

/** A datetime value from its sides ('' when both are empty). */
export function joinDatetime(date: string, time: string): string {
  const [d, t] = [normalizeDate(date), normalizeTime(time)];
  return d || t ? `${d}T${t}` : '';
}

/** The value in the mode's format, with an invalid date string (or time) made empty. */
export function normalizePickerValue(value: string, mode: DatePickerMode): string {
  if (mode === 'date') return normalizeDate(value);
  if (mode === 'time') return normalizeTime(value);
  const { date, time } = splitDatetime(value);
  return joinDatetime(date, time);
}

/** Hour and minute of a time value, or null when it is empty or invalid. */
export function timeParts(value: string): { hour: number; minute: number } | null {
  const time = normalizeTime(value);
  if (!time) return null;
  return { hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) };
}

/** The time with its hour or minute set to `n`, wrapping round (hour 24 → 0, minute -1 → 59). */
export function setTimePart(value: string, part: 'hour' | 'minute', n: number): string {
  const { hour, minute } = timeParts(value) ?? { hour: 0, minute: 0 };
  return part === 'hour' ? `${pad(wrapHour(n))}:${pad(minute)}` : `${pad(hour)}:${pad(wrapMinute(n))}`;
}

/** The time with its hour or minute moved by `delta`, wrapping round. */
export function stepTimePart(value: string, part: 'hour' | 'minute', delta: number): string {
  const { hour, minute } = timeParts(value) ?? { hour: 0, minute: 0 };
  return setTimePart(value, part, (part === 'hour' ? hour : minute) + delta);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `instant` in `timeZone` (the device's zone when none is given). */
function wallClock(instant: Date, timeZone?: string): WallClock {
  if (!timeZone)
    return {
      year: instant.getFullYear(),
      month: instant.getMonth() + 1,
      day: instant.getDate(),
      hour: instant.getHours(),
      minute: instant.getMinutes(),
    };
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The instant a wall clock reads in `timeZone` (the device's zone when none is given). */
function instantOf(wall: WallClock, timeZone?: string): Date {
  const { year, month, day, hour, minute } = wall;
  if (!timeZone) return new Date(year, month - 1, day, hour, minute);
  const target = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const w = wallClock(new Date(instant), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - instant;
  };
  const guess = target - offsetAt(target);
  // Near a clock change the offset at the guess may differ from the one at the target: use it.
  return new Date(target - offsetAt(guess));
}

/** The calendar day of `date` as 'YYYY-MM-DD', in `timeZone` (default: the device's). */
export function localDateValue(date: Date, timeZone?: string): string {
  const { year, month, day } = wallClock(date, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The time of `date` as 'HH:mm', in `timeZone` (default: the device's). */
export function localTimeValue(date: Date, timeZone?: string): string {
  const { hour, minute } = wallClock(date, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The value after choosing a quick time. In datetime mode the chosen day stays; with no day yet,
 * the quick time is for today ('now' is always today, now).
 */
export function applyQuickTime(
  value: string,
  mode: DatePickerMode,
  quick: QuickTime,
  now: Date,
  timeZone?: string,
): string {
  const time = quick === 'now' ? localTimeValue(now, timeZone) : quick;
  if (mode === 'time') return time;
  const today = localDateValue(now, timeZone);
  if (mode === 'date') return quick === 'now' ? today : normalizeDate(value);
  const { date } = splitDatetime(value);
  return joinDatetime(quick === 'now' || !date ? today : date, time);
}

/**
 * The ISO instant of a complete datetime value read in `timeZone` (default: the device's), or ''
 * when it is incomplete or invalid.
 */
export function datetimeValueToIso(value: string, timeZone?: string): string {
  const { date, time } = splitDatetime(value);
  if (!date || !time) return '';
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const at = instantOf({ year, month, day, hour, minute }, timeZone);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** The datetime value of an ISO instant in `timeZone` (to fill the picker), or '' when it is not a date. */
export function isoToDatetimeValue(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${localDateValue(at, timeZone)}T${localTimeValue(at, timeZone)}`;
}
