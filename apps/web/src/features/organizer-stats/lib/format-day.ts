/**
 * Formats the numbers' days (YYYY-MM-DD, calendar days of São Paulo) in the page's language. The
 * day is read as UTC midnight and printed in UTC, so no time zone moves it to the day before.
 */
export function dayFormatter(
  language: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): (day: string) => string {
  const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}
