import { EVENT_TIME_ZONE } from '../../lib/format-event-date.ts';

const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: EVENT_TIME_ZONE,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, OPTIONS);
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * When an event happens, in São Paulo time and the reader's language: "sábado, 14 de março de 2026,
 * 19:00 – 22:00" on one day, both full dates across days; empty when the start cannot be read.
 */
export function formatEventRange(startIso: string, endIso: string | null, language: string): string {
  const start = new Date(startIso);
  if (Number.isNaN(start.getTime())) return '';
  const formatter = formatterFor(language);
  const end = endIso ? new Date(endIso) : null;
  if (!end || Number.isNaN(end.getTime()) || end <= start) return formatter.format(start);
  return formatter.formatRange(start, end);
}
