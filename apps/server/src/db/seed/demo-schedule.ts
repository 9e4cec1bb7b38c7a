import { type Random, randomInt } from './prng.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Brazil has kept UTC−3 all year since 2019; demo times are local times in Brasília. */
const BRAZIL_UTC_OFFSET_HOURS = -3;
const START_HOURS = [8, 9, 10, 14, 16, 18, 19, 20] as const;
export const FIRST_OFFSET_DAYS = -40;
export const LAST_OFFSET_DAYS = 120;

export interface DemoSlot {
  start: Date;
  end: Date;
  createdAt: Date;
}

/** Midnight of `now`'s day in Brazil, plus `days` days, at `hour`:`minute` Brazilian time. */
export function brazilLocalTime(now: Date, days: number, hour: number, minute: number): Date {
  const local = new Date(now.getTime() + BRAZIL_UTC_OFFSET_HOURS * HOUR);
  return new Date(
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() + days,
      hour - BRAZIL_UTC_OFFSET_HOURS,
      minute,
    ),
  );
}

/** Spreads `position` of `total` evenly over −40 … +120 days from today. */
export function offsetDaysFor(position: number, total: number): number {
  if (total <= 1) return 0;
  const span = LAST_OFFSET_DAYS - FIRST_OFFSET_DAYS;
  return FIRST_OFFSET_DAYS + Math.round((position * span) / (total - 1));
}

export interface DemoSlotPlan {
  offsetDays: number;
  durationDays?: number | undefined;
  startsAt?: [hour: number, minute: number] | undefined;
}

/**
 * The slot of one event: a start at `startsAt` or a usual hour on its day, ending 2–5 hours later (or after
 * `durationDays` for multi-day events), created 1–45 days before whichever comes first, now or its start.
 */
export function demoSlot(random: Random, now: Date, plan: DemoSlotPlan): DemoSlot {
  const { offsetDays, durationDays } = plan;
  const drawnHour = START_HOURS[randomInt(random, 0, START_HOURS.length - 1)] ?? 19;
  const drawnMinute = random() < 0.5 ? 0 : 30;
  const [hour, minute] = plan.startsAt ?? [drawnHour, drawnMinute];
  const start = brazilLocalTime(now, offsetDays, hour, minute);
  const end = durationDays
    ? new Date(start.getTime() + durationDays * DAY)
    : new Date(start.getTime() + randomInt(random, 2, 5) * HOUR);
  const anchor = Math.min(start.getTime(), now.getTime());
  const createdAt = new Date(anchor - randomInt(random, 1, 45) * DAY - randomInt(random, 0, 23) * HOUR);
  createdAt.setUTCSeconds(0, 0);
  return { start, end, createdAt };
}
