import { sql } from 'drizzle-orm';
import type { GroupKey } from '../groups/groups.cursor.ts';
import { keyTime } from '../groups/groups.cursor.ts';

export interface AdminPersonRow {
  id: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  avatar_path: string | null;
  role: string;
  created_at: string;
  key_at: string;
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People newest first, matching `q` in the name, the username or the e-mail (case-insensitive),
 * of a role or any, after the key `after`, at most `limit`. Read on the owner connection: the
 * e-mail lives in profile_private, which only its owner reads otherwise.
 */
export function peopleQuery(
  q: string | undefined,
  role: string | undefined,
  after: GroupKey | null,
  limit: number,
) {
  const pattern = q ? containsPattern(q) : null;
  return sql`SELECT p.id, p.username, p.first_name, p.last_name, pp.email, p.avatar_path, p.role,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      ${sql.raw(keyTime('p.created_at'))} AS key_at
    FROM profiles p
    LEFT JOIN profile_private pp ON pp.profile_id = p.id
    WHERE (${role ?? null}::text IS NULL OR p.role = ${role ?? null}::text)
      AND (${pattern}::text IS NULL
        OR (coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ILIKE ${pattern}::text
        OR p.username ILIKE ${pattern}::text
        OR pp.email ILIKE ${pattern}::text)
      AND (${after?.id ?? null}::uuid IS NULL
        OR (p.created_at, p.id) < (${after?.at ?? null}::timestamptz, ${after?.id ?? null}::uuid))
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${limit}`;
}

/** One person as the permissions page shows them. */
export function personQuery(id: string) {
  return sql`SELECT p.id, p.username, p.first_name, p.last_name, pp.email, p.avatar_path, p.role,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      ${sql.raw(keyTime('p.created_at'))} AS key_at
    FROM profiles p
    LEFT JOIN profile_private pp ON pp.profile_id = p.id
    WHERE p.id = ${id}::uuid`;
}
