import type { Relationship } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

interface RelationshipRow {
  friendship: Relationship['friendship'];
  following: boolean;
  follows_you: boolean;
  blocked: boolean;
  can_request: boolean;
}

/** How the caller (the transaction's user) stands with `otherId`; null for a visitor or oneself. */
export async function readRelationship(tx: Tx, otherId: string): Promise<Relationship | null> {
  const [row] = await queryRows<RelationshipRow>(
    tx,
    sql`SELECT * FROM app.relationship_with(${otherId}::uuid)`,
  );
  if (!row) return null;
  return {
    friendship: row.friendship,
    following: row.following,
    followsYou: row.follows_you,
    blocked: row.blocked,
    canRequest: row.can_request,
  };
}
