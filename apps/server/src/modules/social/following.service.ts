import type {
  FollowedGroupsResponse,
  PersonPage,
  RelationshipResponse,
  SocialPageQuery,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import { toGroupCards } from '../groups/groups.reads.ts';
import type { GroupRow } from '../groups/groups.sql.ts';
import { toPersonCards } from './person-cards.ts';
import { relationshipAfter } from './relation-changes.ts';
import {
  FOLLOWED_GROUPS_PAGE,
  FOLLOWING_PAGE,
  FOLLOWING_TOTAL,
  type PersonListRow,
} from './relations.sql.ts';
import { attemptSocial, socialProblem } from './social-problems.ts';

/** GET /me/following: the people the caller follows, most recently followed first, with their number. */
export async function listFollowing(
  db: Database,
  caller: Caller,
  query: SocialPageQuery,
): Promise<PersonPage> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const [rows, [count]] = await Promise.all([
      run<PersonListRow>(FOLLOWING_PAGE, [after?.at ?? null, after?.id ?? null, query.limit + 1]),
      run<{ total: number }>(FOLLOWING_TOTAL, []),
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({
      rank: 0,
      at: r.key_at,
      id: r.user_id,
    }));
    return { items: await toPersonCards(run, shown), nextCursor, total: count?.total ?? 0 };
  });
}

/** GET /me/followed-groups: the groups the caller follows and may see, as group cards, newest first. */
export async function listFollowedGroups(
  db: Database,
  caller: Caller,
  query: SocialPageQuery,
): Promise<FollowedGroupsResponse> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<GroupRow & { key_at: string }>(FOLLOWED_GROUPS_PAGE, [
      after?.at ?? null,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({ rank: 0, at: r.key_at, id: r.id }));
    return { items: await toGroupCards(run, shown), nextCursor };
  });
}

/**
 * PUT /me/following/{userId} (app.follow_person: blocks either way refused) and DELETE (the row
 * policy lets only the follower remove it). Doing either twice changes nothing.
 */
export async function setFollowingPerson(
  db: Database,
  caller: Caller,
  otherId: string,
  on: boolean,
): Promise<RelationshipResponse> {
  return withUser(db, caller.userId, async (tx) => {
    if (on) {
      await attemptSocial(() => queryRows(tx, sql`SELECT app.follow_person(${otherId}::uuid)`));
    } else {
      const [row] = await queryRows<{ refusal: string | null }>(
        tx,
        sql`SELECT app.social_refusal(${otherId}::uuid) AS refusal`,
      );
      // Someone the caller blocked follows nobody of theirs any more: nothing to undo, no refusal.
      if (row?.refusal && row.refusal !== 'social.blocked') throw socialProblem(row.refusal);
      await tx.execute(
        sql`DELETE FROM user_follows WHERE follower_id = ${caller.userId}::uuid AND followee_id = ${otherId}::uuid`,
      );
    }
    return relationshipAfter(tx, otherId);
  });
}
