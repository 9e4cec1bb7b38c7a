/** Event times are shown in Brazil's reference time zone, whatever the device's zone. */
export const EVENT_TIME_ZONE = 'America/Sao_Paulo';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: EVENT_TIME_ZONE,
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** "sáb., 14 de mar. de 2026, 19:00" in pt-BR; empty when the date cannot be read. */
export function formatEventDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor(language).format(date);
}
