import type { GroupFollowersQuery, GroupFollowersResponse, GroupRelationResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { assertActiveProfile } from '../me/active-profile.ts';
import { findGroup, groupNotFound, readGroup } from './group-access.ts';
import { FOLLOWERS_AFTER, FOLLOWERS_FIRST, type GroupFollowerListRow } from './group-followers.sql.ts';
import { groupCursorOf, keysetPage } from './groups.cursor.ts';
import { toGroupFollower } from './groups.presenter.ts';
import { groupCountsIn, readGroupCounts, readRelation } from './groups.reads.ts';

/** GET /groups/{id}/followers: whoever may see the group; newest first, with how many there are. */
export async function listFollowers(
  db: Database,
  userId: string | null,
  idOrSlug: string,
  query: GroupFollowersQuery,
): Promise<GroupFollowersResponse> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, userId, async (run) => {
    const group = await readGroup(run, idOrSlug);
    if (!group) throw groupNotFound();
    const [rows, counts] = await Promise.all([
      after
        ? run<GroupFollowerListRow>(FOLLOWERS_AFTER, [group.id, query.limit + 1, after.at, after.id])
        : run<GroupFollowerListRow>(FOLLOWERS_FIRST, [group.id, query.limit + 1]),
      readGroupCounts(run, [group.id]),
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => ({
      rank: 0,
      at: row.key_at,
      id: row.user_id,
    }));
    return {
      items: shown.map(toGroupFollower),
      nextCursor,
      total: counts.get(group.id)?.followers ?? 0,
    };
  });
}

/**
 * PUT /groups/{id}/follow (complete profile needed) and DELETE: the caller follows a group they may
 * see, or stops; doing it twice changes nothing.
 */
export async function setFollowing(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  on: boolean,
): Promise<GroupRelationResponse> {
  const { groupId, after } = await withUser(db, caller.userId, async (tx) => {
    const group = await findGroup(tx, idOrSlug);
    const before = await groupCountsIn(tx, group.id);
    if (on) await assertActiveProfile(tx, caller.userId);
    const changed = on
      ? await queryRows(
          tx,
          sql`INSERT INTO group_followers (group_id, user_id) VALUES (${group.id}::uuid, ${caller.userId}::uuid)
              ON CONFLICT DO NOTHING RETURNING user_id`,
        )
      : await queryRows(
          tx,
          sql`DELETE FROM group_followers WHERE group_id = ${group.id}::uuid AND user_id = ${caller.userId}::uuid
              RETURNING user_id`,
        );
    const followers = before.followers + (on ? changed.length : -changed.length);
    return { groupId: group.id, after: { ...before, followers } };
  });
  return readRelation(db, caller.userId, groupId, after);
}
