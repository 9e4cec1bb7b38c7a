import type { StatsPoint } from '@eventos/domain';

/** The total of one value over the days of a window. */
export function sumDays(days: StatsPoint[], key: 'views' | 'rsvps'): number {
  return days.reduce((total, day) => total + day[key], 0);
}
