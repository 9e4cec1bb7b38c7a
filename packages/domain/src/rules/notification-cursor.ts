import { decodeCursorPair, encodeCursorPair } from './cursor-pair.ts';

/**
 * Keyset cursor of the notification list, ordered by (created_at, id) descending. Opaque to
 * clients: base64url of a small JSON pair, like the event cursor. The time keeps the database's
 * microseconds (a broadcast stores thousands of rows in one transaction, so many share a created_at
 * down to the millisecond). Decoding never throws.
 */

export interface NotificationCursor {
  /** created_at of the last item of the previous page, ISO 8601 UTC with up to 6 decimals. */
  createdAt: string;
  /** id of the last item of the previous page. */
  id: string;
}

const UTC_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?Z$/;

/** A UTC instant with microseconds, as the server reads created_at; null when it names no real time. */
function checkedInstant(value: string): string | null {
  const m = UTC_INSTANT.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  date.setUTCFullYear(y);
  const real =
    y >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === se;
  if (!real) return null;
  const [whole = '', fraction = ''] = value.slice(0, -1).split('.');
  return `${whole}.${fraction.padEnd(6, '0')}Z`;
}

export function encodeNotificationCursor(cursor: NotificationCursor): string {
  return encodeCursorPair(cursor.createdAt, cursor.id);
}

export function decodeNotificationCursor(value: string): NotificationCursor | null {
  const pair = decodeCursorPair(value);
  const instant = pair === null ? null : checkedInstant(pair.time);
  return pair === null || instant === null ? null : { createdAt: instant, id: pair.id };
}
