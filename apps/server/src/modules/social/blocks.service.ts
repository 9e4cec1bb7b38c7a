import type { BlocksResponse, RelationshipResponse, SocialPageQuery } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import { toSocialPerson } from './person-cards.ts';
import { relationshipAfter } from './relation-changes.ts';
import { BLOCKS_PAGE, type PersonListRow } from './relations.sql.ts';
import { attemptSocial, socialProblem } from './social-problems.ts';

/** GET /me/blocks: the people the caller blocked, most recent first. */
export async function listBlocks(
  db: Database,
  caller: Caller,
  query: SocialPageQuery,
): Promise<BlocksResponse> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<PersonListRow>(BLOCKS_PAGE, [
      after?.at ?? null,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({
      rank: 0,
      at: r.key_at,
      id: r.user_id,
    }));
    return {
      items: shown.map((row) => ({
        person: toSocialPerson(row),
        blockedAt: new Date(row.since).toISOString(),
      })),
      nextCursor,
    };
  });
}

/** PUT /me/blocks/{userId}: blocks them (app.block_person ends the friendship, follows and friend news). */
export async function blockPerson(
  db: Database,
  caller: Caller,
  otherId: string,
): Promise<RelationshipResponse> {
  return withUser(db, caller.userId, async (tx) => {
    await attemptSocial(() => queryRows(tx, sql`SELECT app.block_person(${otherId}::uuid)`));
    return relationshipAfter(tx, otherId);
  });
}

/**
 * DELETE /me/blocks/{userId}: lifts the caller's block (user_blocks_delete_own). Lifting one that is
 * not there changes nothing; oneself is social.self, someone who does not exist profile.not_found.
 */
export async function unblockPerson(
  db: Database,
  caller: Caller,
  otherId: string,
): Promise<RelationshipResponse> {
  return withUser(db, caller.userId, async (tx) => {
    const lifted = await queryRows(
      tx,
      sql`DELETE FROM user_blocks WHERE blocker_id = ${caller.userId}::uuid AND blocked_id = ${otherId}::uuid
          RETURNING blocked_id`,
    );
    if (lifted.length === 0) {
      const [row] = await queryRows<{ refusal: string | null }>(
        tx,
        sql`SELECT app.social_refusal(${otherId}::uuid) AS refusal`,
      );
      if (row?.refusal === 'social.self' || row?.refusal === 'profile.not_found')
        throw socialProblem(row.refusal);
    }
    return relationshipAfter(tx, otherId);
  });
}
