import { datetimeValueToIso, isoToDatetimeValue } from '@eventos/domain';

/** Events last two hours unless the organiser says otherwise. */
const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;

/**
 * The end to show once a start is complete: the end as it is when one was chosen, else two hours
 * after the start (what Luma and Sympla do too).
 */
export function suggestedEnd(start: string, end: string): string {
  if (end) return end;
  const startIso = datetimeValueToIso(start);
  if (!startIso) return end;
  return isoToDatetimeValue(new Date(Date.parse(startIso) + DEFAULT_LENGTH_MS).toISOString());
}
