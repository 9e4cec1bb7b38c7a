import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { pushTokens } from '../../db/schema/index.ts';

/** Registers the device for the caller (app.register_push_token: a token belongs to whoever registered it last). */
export async function registerToken(
  tx: Tx,
  deviceType: string,
  token: string,
): Promise<{ id: string; lastSeenAt: Date }> {
  const [row] = await queryRows<{ id: string; last_seen_at: Date | string }>(
    tx,
    sql`SELECT id, last_seen_at FROM app.register_push_token(${deviceType}, ${token})`,
  );
  if (!row) throw new Error('push token not registered');
  return { id: row.id, lastSeenAt: new Date(row.last_seen_at) };
}

/** Row-level security limits this to the caller's own tokens: another's id deletes nothing. */
export async function deleteOwnToken(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(pushTokens).where(eq(pushTokens.id, id)).returning({ id: pushTokens.id });
  return rows.length > 0;
}
