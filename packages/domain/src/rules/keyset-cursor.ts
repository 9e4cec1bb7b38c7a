import { decodeCursorPair, encodeCursorPair } from './cursor-pair.ts';
import { parseInstant } from './instant.ts';

/**
 * Keyset pagination cursor for lists ordered by (start_datetime, id).
 * Opaque to clients: base64url of a small JSON pair. Decoding never throws.
 */

export interface EventCursor {
  /** ISO 8601 start_datetime of the last item of the previous page. */
  startsAt: string;
  /** id of the last item of the previous page. */
  id: string;
}

export function encodeEventCursor(cursor: EventCursor): string {
  return encodeCursorPair(cursor.startsAt, cursor.id);
}

export function decodeEventCursor(value: string): EventCursor | null {
  const pair = decodeCursorPair(value);
  if (pair === null || parseInstant(pair.time) === null) return null;
  return { startsAt: new Date(pair.time).toISOString(), id: pair.id };
}
