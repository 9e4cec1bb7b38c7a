import type { Theme } from '@eventos/domain';

/** A calendar day 'YYYY-MM-DD' as the reader writes dates (pt-BR: dd/mm/aaaa). */
export function formatThemeDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
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
