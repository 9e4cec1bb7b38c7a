/** "março de 2026" — the month and year a member joined, in the interface language. */
export function formatMonthYear(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** A date and time, short ("14/03/2026, 19:00"). */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
