import type { InvitedByProfile, RelationshipResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { readRelationship } from './relationship.ts';
import { profileNotFound } from './social-problems.ts';

/** The answer of every change: how the caller now stands with the person, read in the same transaction. */
export async function relationshipAfter(tx: Tx, otherId: string): Promise<RelationshipResponse> {
  const relationship = await readRelationship(tx, otherId);
  if (!relationship) throw profileNotFound();
  return { relationship };
}

/** The caller as a friend notification names them: the panel links to /user/{username}. */
export async function senderProfile(tx: Tx, userId: string): Promise<InvitedByProfile> {
  const [row] = await queryRows<{
    first_name: string | null;
    last_name: string | null;
    username: string | null;
  }>(tx, sql`SELECT first_name, last_name, username FROM profiles WHERE id = ${userId}::uuid`);
  const fullName = [row?.first_name, row?.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    full_name: fullName || null,
    first_name: row?.first_name ?? null,
    last_name: row?.last_name ?? null,
    username: row?.username ?? null,
  };
}
