import type { GroupInvitationAnswer, GroupRole, MyGroupInvitationsResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { attemptGroup, findGroup, groupRef } from './group-access.ts';
import { toMyGroupInvitation } from './group-invitations.presenter.ts';
import { tokenHash } from './group-invitations.service.ts';
import {
  MY_GROUP_INVITATIONS,
  type MyGroupInvitationRow,
  myInvitationToGroup,
} from './group-invitations.sql.ts';

/**
 * The invited person's side: the invitations waiting for their answer, accepting or declining one
 * (from the notification or the group's page), and the e-mailed link. A private group stays hidden
 * from them until they accept, except for what the invitation itself shows (migration 0028).
 */

interface AnswerRow {
  group_id: string;
  slug: string;
  role: string | null;
}

async function answer(tx: Tx, invitationId: string | null, hash: string | null, accept: boolean) {
  const [row] = await attemptGroup(() =>
    queryRows<AnswerRow>(
      tx,
      sql`SELECT group_id, slug, role FROM app.answer_group_invitation(${invitationId}::uuid, ${hash}::text, ${accept})`,
    ),
  );
  if (!row) throw new HttpProblem(404, 'group.invitation.not_found');
  return { groupId: row.group_id, slug: row.slug, role: (row.role as GroupRole | null) ?? null };
}

/**
 * POST /groups/{id}/invitation/accept|decline: the caller's pending invitation to that group (by id
 * or slug, a private group's too). Without one: 404 group.invitation.not_found when the caller can
 * see the group, else 404 group.not_found (nothing tells a hidden group exists).
 */
export async function answerGroupInvitation(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  accept: boolean,
): Promise<GroupInvitationAnswer> {
  const ref = groupRef(idOrSlug);
  return withUser(db, caller.userId, async (tx) => {
    const [mine] = await queryRows<{ invitation_id: string }>(tx, myInvitationToGroup(ref));
    if (!mine) {
      await findGroup(tx, idOrSlug);
      throw new HttpProblem(404, 'group.invitation.not_found');
    }
    return answer(tx, mine.invitation_id, null, accept);
  });
}

/**
 * POST /group-invitations/accept-link {token}: whoever opens the e-mailed link signed in accepts
 * it, once. Expired and withdrawn links are refused with their own messages.
 */
export async function acceptInvitationLink(
  db: Database,
  caller: Caller,
  token: string,
): Promise<GroupInvitationAnswer> {
  return withUser(db, caller.userId, (tx) => answer(tx, null, tokenHash(token), true));
}

/** GET /me/group-invitations: the invitations waiting for the caller's answer, newest first. */
export async function listMyGroupInvitations(
  db: Database,
  caller: Caller,
): Promise<MyGroupInvitationsResponse> {
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<MyGroupInvitationRow>(MY_GROUP_INVITATIONS, []);
    return { items: rows.map(toMyGroupInvitation) };
  });
}
