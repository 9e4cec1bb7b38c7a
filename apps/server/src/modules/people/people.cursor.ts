import { HttpProblem } from '../../http/problem.ts';

/**
 * The keyset cursor of people lists: a rank (search relevance, or 1 for a friend in common and 0
 * otherwise) and the last person's id; the database reads that person's name again to place the
 * next page. Opaque to clients.
 */
export interface PersonKey {
  rank: number;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

export function encodePersonCursor(key: PersonKey): string {
  return Buffer.from(JSON.stringify([key.rank, key.id]), 'utf8').toString('base64url');
}

const invalid = () => new HttpProblem(400, 'validation.cursor.invalid');

/** The key a cursor carries; anything else is 400 validation.cursor.invalid. */
export function decodePersonCursor(value: string): PersonKey {
  if (!BASE64URL.test(value)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [rank, id] = parsed as unknown[];
  if (!Number.isInteger(rank) || Math.abs(rank as number) > 1_000_000) throw invalid();
  if (typeof id !== 'string' || !UUID.test(id)) throw invalid();
  return { rank: rank as number, id };
}

export const personCursorOf = (value: string | undefined): PersonKey | null =>
  value === undefined ? null : decodePersonCursor(value);

/** A page of rows read one beyond the limit, and the cursor after its last row when there is more. */
export function personPage<T>(rows: T[], limit: number, keyOf: (row: T) => PersonKey) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    shown,
    nextCursor: rows.length > limit && last ? encodePersonCursor(keyOf(last)) : null,
  };
}
