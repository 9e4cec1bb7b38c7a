import { datetimeValueToIso, isoToDatetimeValue } from '@eventos/domain';

/** Events last two hours unless the organiser says otherwise. */
const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;

const shifted = (value: string, ms: number) =>
  isoToDatetimeValue(new Date(Date.parse(datetimeValueToIso(value)) + ms).toISOString());

/**
 * The end once the start moves from `before` to `start` (as calendars do): with no end yet, two
 * hours after the start; with a complete start and end, the end moves with the start, keeping the
 * length chosen; otherwise the end stays as it is.
 */
export function suggestedEnd(before: string, start: string, end: string): string {
  if (!datetimeValueToIso(start)) return end;
  if (!end) return shifted(start, DEFAULT_LENGTH_MS);
  if (!datetimeValueToIso(before) || !datetimeValueToIso(end)) return end;
  return shifted(end, Date.parse(datetimeValueToIso(start)) - Date.parse(datetimeValueToIso(before)));
}
