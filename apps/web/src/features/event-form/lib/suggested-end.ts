import { isoToDatetimeValue, datetimeValueToIso as toIso } from '@eventos/domain';
import { EVENT_TIME_ZONE } from '../../events/lib/format-event-date.ts';

/** Events last two hours unless the organiser says otherwise. */
const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;

const datetimeValueToIso = (value: string) => toIso(value, EVENT_TIME_ZONE);
const shifted = (value: string, ms: number) =>
  isoToDatetimeValue(new Date(Date.parse(datetimeValueToIso(value)) + ms).toISOString(), EVENT_TIME_ZONE);

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
