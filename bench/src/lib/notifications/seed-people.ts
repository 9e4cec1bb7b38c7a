import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';

/**
 * `count` complete profiles (auth user + active profile) named bench-person-<n>, made in one
 * statement each; rows already there are kept. Returns nothing: callers read the ids they need.
 */
export async function seedPeople(handle: DatabaseHandle, count: number): Promise<void> {
  await handle.db.execute(sql`
    INSERT INTO auth_users (id, name, email, email_verified)
    SELECT md5('bench-person-' || n)::uuid, 'Pessoa ' || n, 'bench-person-' || n || '@example.test', true
    FROM generate_series(1, ${count}) AS n
    ON CONFLICT DO NOTHING`);
  await handle.db.execute(sql`
    INSERT INTO profiles (id, username, first_name, last_name, status, language)
    SELECT md5('bench-person-' || n)::uuid, 'bench.person.' || n, 'Pessoa', n::text, 'active',
      (ARRAY['pt-BR', 'en', 'es', 'zh', 'ar'])[1 + n % 5]
    FROM generate_series(1, ${count}) AS n
    ON CONFLICT DO NOTHING`);
  await handle.db.execute(sql`ANALYZE profiles`);
}

/** The id of bench-person-<n>. */
export async function personId(handle: DatabaseHandle, n: number): Promise<string> {
  const result = (await handle.db.execute(sql`SELECT md5(${`bench-person-${n}`})::uuid AS id`)) as {
    rows: { id: string }[];
  };
  const id = result.rows[0]?.id;
  if (!id) throw new Error('no id');
  return id;
}

/**
 * A session for `userId` written straight to the session table, and the cookie a browser would send
 * for it: the token signed with the server's secret as the sign-in answer signs it.
 */
export async function sessionCookie(handle: DatabaseHandle, userId: string, secret: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await handle.db.execute(sql`
    INSERT INTO auth_sessions (token, user_id, expires_at)
    VALUES (${token}, ${userId}, now() + interval '1 day')`);
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `eventos.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
