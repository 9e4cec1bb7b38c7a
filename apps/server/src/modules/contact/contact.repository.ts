import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert & { id: string; createdAt: Date };

/**
 * Messages sent from one hashed client address since `since`. Runs a SECURITY DEFINER function
 * (the app role cannot read the table) that also locks the hash until the transaction ends.
 */
export async function countSentSince(tx: Tx, ipHash: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ sent: number }>(
    tx,
    sql`SELECT app.contact_messages_sent_since(${ipHash}, ${since.toISOString()}::timestamptz) AS sent`,
  );
  return Number(row?.sent ?? 0);
}

/** Stores one message. No RETURNING: the app role may insert but not read the row back. */
export async function insertContactMessage(tx: Tx, message: NewContactMessage): Promise<void> {
  await tx.insert(contactMessages).values(message);
}
