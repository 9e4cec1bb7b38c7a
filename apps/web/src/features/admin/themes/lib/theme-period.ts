import type { Theme } from '@eventos/domain';

import { directionOf } from '../../../../lib/i18n/languages.ts';

/**
 * A calendar day 'YYYY-MM-DD' as the reader writes dates (pt-BR: dd/mm/aaaa). In a right-to-left
 * language the day is isolated, left to right, so its numbers keep their order among the words around it.
 */
export function formatThemeDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const text = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  // Arabic dates carry right-to-left marks after each number, which would reorder them in the isolate.
  return directionOf(language) === 'rtl' ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : text;
}

export type ThemePeriod =
  | { kind: 'always' }
  | { kind: 'between'; start: string; end: string }
  | { kind: 'from'; start: string }
  | { kind: 'until'; end: string };

/** Which of the period texts a theme's dates call for, with its days formatted. */
export function themePeriod(theme: Pick<Theme, 'startDate' | 'endDate'>, language: string): ThemePeriod {
  const start = theme.startDate ? formatThemeDay(theme.startDate, language) : null;
  const end = theme.endDate ? formatThemeDay(theme.endDate, language) : null;
  if (start && end) return { kind: 'between', start, end };
  if (start) return { kind: 'from', start };
  if (end) return { kind: 'until', end };
  return { kind: 'always' };
}
