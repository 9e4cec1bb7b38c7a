import type {
  GroupMember,
  GroupMembersQuery,
  GroupMembersResponse,
  GroupRelationResponse,
  GroupRoleChange,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import { type RunStatement, readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { assertActiveProfile } from '../me/active-profile.ts';
import {
  attemptGroup,
  findGroup,
  groupForbidden,
  groupNotFound,
  groupOwnerOnly,
  readGroup,
  roleIn,
} from './group-access.ts';
import {
  type GroupMemberListRow,
  LEADER_COUNTS,
  MEMBER_COLUMNS,
  MEMBERS_TOTAL,
  membersPage,
} from './group-members.sql.ts';
import { groupCursorOf, keysetPage } from './groups.cursor.ts';
import { toGroupMember } from './groups.presenter.ts';
import { groupCountsIn, readGroupCounts, readRelation } from './groups.reads.ts';

const memberNotFound = () => new HttpProblem(404, 'group.member.not_found');

/**
 * How many members the list finds: those the search finds when there is one; else the group's count
 * (app.group_counts), less or only its owner and organisers for a role.
 */
async function totalOf(run: RunStatement, groupId: string, query: GroupMembersQuery): Promise<number> {
  if (query.q !== undefined) {
    const [row] = await run<{ total: number }>(MEMBERS_TOTAL, [groupId, query.q, query.role ?? null]);
    return row?.total ?? 0;
  }
  const [counts, leaders] = await Promise.all([
    readGroupCounts(run, [groupId]),
    query.role === undefined ? [] : run<{ role: string; total: number }>(LEADER_COUNTS, [groupId]),
  ]);
  const everyone = counts.get(groupId)?.members ?? 0;
  if (query.role === undefined) return everyone;
  if (query.role !== 'member') return leaders.find((l) => l.role === query.role)?.total ?? 0;
  return everyone - leaders.reduce((sum, l) => sum + l.total, 0);
}

/**
 * GET /groups/{id}/members: whoever may see the group; the owner, the organisers, then members by
 * joining, searched by name and filtered by role; the total of what the search finds.
 */
export async function listMembers(
  db: Database,
  userId: string | null,
  idOrSlug: string,
  query: GroupMembersQuery,
): Promise<GroupMembersResponse> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, userId, async (run) => {
    const group = await readGroup(run, idOrSlug);
    if (!group) throw groupNotFound();
    const values = [
      group.id,
      query.q ?? null,
      query.role ?? null,
      after?.rank ?? null,
      after?.at ?? null,
      after?.id ?? null,
      query.limit + 1,
    ];
    const statement = membersPage(query.q !== undefined, after !== null && after.rank >= 2);
    const [rows, total] = await Promise.all([
      run<GroupMemberListRow>(statement, values),
      totalOf(run, group.id, query),
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => ({
      rank: row.rank,
      at: row.key_at,
      id: row.user_id,
    }));
    return { items: shown.map(toGroupMember), nextCursor, total };
  });
}

/**
 * PUT /groups/{id}/membership: the caller joins a public group as a member (complete profile
 * needed). A pending invitation to it is accepted by joining; a private group only takes people
 * with an invitation (403 group.private). Joining again changes nothing.
 */
export async function joinGroup(
  db: Database,
  caller: Caller,
  idOrSlug: string,
): Promise<GroupRelationResponse> {
  const { groupId, before } = await withUser(db, caller.userId, async (tx) => {
    const group = await findGroup(tx, idOrSlug);
    const before = await groupCountsIn(tx, group.id);
    if ((await roleIn(tx, group.id)) !== null) return { groupId: group.id, before };
    await assertActiveProfile(tx, caller.userId);
    const [invitation] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM group_invitations WHERE group_id = ${group.id}::uuid
            AND user_id = ${caller.userId}::uuid AND status = 'pending' AND expires_at > now()
          ORDER BY created_at DESC LIMIT 1`,
    );
    if (invitation) {
      await attemptGroup(() =>
        queryRows(tx, sql`SELECT * FROM app.answer_group_invitation(${invitation.id}::uuid, NULL, true)`),
      );
    } else {
      if (group.visibility !== 'public') throw new HttpProblem(403, 'group.private');
      await attemptGroup(() =>
        tx.execute(
          sql`INSERT INTO group_members (group_id, user_id, role)
              VALUES (${group.id}::uuid, ${caller.userId}::uuid, 'member') ON CONFLICT DO NOTHING`,
        ),
      );
    }
    return { groupId: group.id, before: { ...before, members: before.members + 1 } };
  });
  return readRelation(db, caller.userId, groupId, before);
}

/**
 * DELETE /groups/{id}/membership: the caller leaves (the owner cannot: 409 group.owner_cannot_leave,
 * transfer first). Leaving a private group also stops following it: it can no longer be seen.
 * Leaving a group one is not in changes nothing.
 */
export async function leaveGroup(
  db: Database,
  caller: Caller,
  idOrSlug: string,
): Promise<GroupRelationResponse> {
  const { groupId, after } = await withUser(db, caller.userId, async (tx) => {
    const group = await findGroup(tx, idOrSlug);
    const before = await groupCountsIn(tx, group.id);
    const role = await roleIn(tx, group.id);
    if (role === 'owner') throw new HttpProblem(409, 'group.owner_cannot_leave');
    if (role === null) return { groupId: group.id, after: before };
    let followers = before.followers;
    // First, while the caller still sees the group (its rows are read through the same policies).
    if (group.visibility !== 'public') {
      const gone = await queryRows(
        tx,
        sql`DELETE FROM group_followers WHERE group_id = ${group.id}::uuid
              AND user_id = ${caller.userId}::uuid RETURNING user_id`,
      );
      followers -= gone.length;
    }
    await tx.execute(
      sql`DELETE FROM group_members WHERE group_id = ${group.id}::uuid AND user_id = ${caller.userId}::uuid`,
    );
    return { groupId: group.id, after: { ...before, members: before.members - 1, followers } };
  });
  return readRelation(db, caller.userId, groupId, after);
}

/** A member of the group as the caller sees it inside a change, else 404 group.member.not_found. */
async function memberIn(tx: Tx, groupId: string, userId: string): Promise<GroupMemberListRow> {
  const [row] = await queryRows<GroupMemberListRow>(
    tx,
    sql`SELECT ${sql.raw(MEMBER_COLUMNS)}, 0 AS rank FROM group_members m JOIN profiles p ON p.id = m.user_id
        WHERE m.group_id = ${groupId}::uuid AND m.user_id = ${userId}::uuid`,
  );
  if (!row) throw memberNotFound();
  return row;
}

/**
 * PATCH /groups/{id}/members/{userId}: the owner makes a member an organiser or back. The owner's
 * own role changes only by a transfer (409 group.member.owner).
 */
export async function changeMemberRole(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  memberUserId: string,
  change: GroupRoleChange,
): Promise<GroupMember> {
  return withUser(db, caller.userId, async (tx) => {
    const group = await findGroup(tx, idOrSlug);
    if ((await roleIn(tx, group.id)) !== 'owner') throw groupOwnerOnly();
    const member = await memberIn(tx, group.id, memberUserId);
    if (member.role === 'owner') throw new HttpProblem(409, 'group.member.owner');
    const changed = await attemptGroup(() =>
      queryRows(
        tx,
        sql`UPDATE group_members SET role = ${change.role}
            WHERE group_id = ${group.id}::uuid AND user_id = ${memberUserId}::uuid RETURNING user_id`,
      ),
    );
    if (changed.length === 0) throw groupOwnerOnly();
    return toGroupMember({ ...member, role: change.role });
  });
}

/**
 * DELETE /groups/{id}/members/{userId}: the owner removes anyone else, organisers remove members
 * (an organiser is the owner's to remove: 403 group.owner_only); the owner is never removed (409
 * group.member.owner).
 */
export async function removeMember(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  memberUserId: string,
): Promise<void> {
  await withUser(db, caller.userId, async (tx) => {
    const group = await findGroup(tx, idOrSlug);
    const role = await roleIn(tx, group.id);
    if (role !== 'owner' && role !== 'organizer') throw groupForbidden();
    const member = await memberIn(tx, group.id, memberUserId);
    if (member.role === 'owner') throw new HttpProblem(409, 'group.member.owner');
    if (member.role === 'organizer' && role !== 'owner' && memberUserId !== caller.userId)
      throw groupOwnerOnly();
    const removed = await queryRows(
      tx,
      sql`DELETE FROM group_members WHERE group_id = ${group.id}::uuid AND user_id = ${memberUserId}::uuid
          RETURNING user_id`,
    );
    if (removed.length === 0) throw groupForbidden();
  });
}
