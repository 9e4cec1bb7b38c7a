import { HttpProblem } from '../../http/problem.ts';

/**
 * The keyset cursors of group lists (groups, members, followers): a rank (search relevance, or a
 * member's role), the row's time as the database wrote it, to the microsecond (a time cut to the
 * millisecond would skip rows stored within that millisecond), and its id. Opaque to clients.
 */
export interface GroupKey {
  rank: number;
  /** ISO 8601 UTC with up to six decimals, exactly as KEY_TIME printed it. */
  at: string;
  id: string;
}

/** SQL printing a timestamptz column as the cursor's time text. */
export const keyTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

export function encodeGroupCursor(key: GroupKey): string {
  return Buffer.from(JSON.stringify([key.rank, key.at, key.id]), 'utf8').toString('base64url');
}

/** A real instant the database accepts: no 30 February, no year 0. */
function isTime(at: string): boolean {
  if (!TIME.test(at) || at.startsWith('0000')) return false;
  const date = new Date(at);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === at.slice(0, 19);
}

const invalid = () => new HttpProblem(400, 'validation.cursor.invalid');

/** The key a cursor carries; anything else is 400 validation.cursor.invalid. */
export function decodeGroupCursor(value: string): GroupKey {
  if (!BASE64URL.test(value)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [rank, at, id] = parsed as unknown[];
  if (!Number.isInteger(rank) || Math.abs(rank as number) > 1_000_000) throw invalid();
  if (typeof at !== 'string' || !isTime(at)) throw invalid();
  if (typeof id !== 'string' || !UUID.test(id)) throw invalid();
  return { rank: rank as number, at, id };
}

/** The cursor of an optional query value. */
export const groupCursorOf = (value: string | undefined): GroupKey | null =>
  value === undefined ? null : decodeGroupCursor(value);

/** A page of rows read one beyond the limit, and the cursor after its last row when there is more. */
export function keysetPage<T>(rows: T[], limit: number, keyOf: (row: T) => GroupKey) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    shown,
    nextCursor: rows.length > limit && last ? encodeGroupCursor(keyOf(last)) : null,
  };
}
