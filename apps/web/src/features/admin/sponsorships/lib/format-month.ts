/**
 * A 'YYYY-MM' month as its name and year in `language' ("novembro de 2026", "November 2026"), or
 * the text itself when it is not a month. Noon UTC on the 15th keeps it inside the month anywhere.
 */
export function formatMonth(month: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}
