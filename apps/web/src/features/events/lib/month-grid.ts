import {
  addDays,
  type CalendarDay,
  dayInZone,
  type EventListItem,
  formatIsoDay,
  lastDayOfMonth,
  weekday,
} from '@eventos/domain';

export interface MonthCell {
  day: CalendarDay;
  /** "2026-03-14" */
  key: string;
  inMonth: boolean;
}

export interface YearMonth {
  year: number;
  month: number;
}

const MONTH_PARAM = /^(\d{4})-(\d{2})$/;

/** The month of ?month=2026-03, or null when it is missing or not a month. */
export function parseMonthParam(value: string | null): YearMonth | null {
  const match = value ? MONTH_PARAM.exec(value) : null;
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

export function formatMonthParam({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The weeks shown for a month: whole weeks starting on `firstDay` (0 = Sunday), padded with the
 * days of the months around it.
 */
export function buildMonthGrid({ year, month }: YearMonth, firstDay: number): MonthCell[][] {
  const first: CalendarDay = { year, month, day: 1 };
  const last = lastDayOfMonth(year, month);
  const lead = (weekday(first) - firstDay + 7) % 7;
  const trail = (firstDay + 6 - weekday(last) + 7) % 7;
  const total = lead + last.day + trail;
  const weeks: MonthCell[][] = [];
  for (let i = 0; i < total; i++) {
    const day = addDays(first, i - lead);
    const cell = { day, key: formatIsoDay(day), inMonth: day.month === month };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(cell);
  }
  return weeks;
}

/** An event lasting longer than this shows only on its first days. */
const MAX_SPAN_DAYS = 31;

/**
 * The month's events by day ("2026-03-14" → events), in the zone: an event spanning several days
 * shows on each of them inside the month.
 */
export function eventsByDay(
  items: readonly EventListItem[],
  { year, month }: YearMonth,
  timeZone: string,
): Map<string, EventListItem[]> {
  const firstKey = formatIsoDay({ year, month, day: 1 });
  const lastKey = formatIsoDay(lastDayOfMonth(year, month));
  const byDay = new Map<string, EventListItem[]>();
  for (const item of items) {
    const start = new Date(item.startDatetime);
    if (Number.isNaN(start.getTime())) continue;
    const end = item.endDatetime ? new Date(new Date(item.endDatetime).getTime() - 1) : start;
    const lastDay = formatIsoDay(dayInZone(end > start ? end : start, timeZone));
    let day = dayInZone(start, timeZone);
    for (let i = 0; i < MAX_SPAN_DAYS; i++) {
      const key = formatIsoDay(day);
      if (key > lastDay || key > lastKey) break;
      if (key >= firstKey) {
        const list = byDay.get(key) ?? [];
        list.push(item);
        byDay.set(key, list);
      }
      day = addDays(day, 1);
    }
  }
  return byDay;
}
