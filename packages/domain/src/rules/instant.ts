/** Years a date may fall in: what every database, calendar file and ISO 8601 text agrees on. */
export const INSTANT_YEARS = { min: 1, max: 9999 } as const;

/** The instant a date text names, or null when it names none or falls outside years 1–9999 (UTC). */
export function parseInstant(value: string): Date | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  return year >= INSTANT_YEARS.min && year <= INSTANT_YEARS.max ? date : null;
}
