import {
  type AdminPeopleQuery,
  type AdminPerson,
  ROLES,
  type Role,
  type RoleChangeInput,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { recordAdminAction } from '../admin-audit/record-admin-action.ts';
import { groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import { type AdminPersonRow, peopleQuery, personQuery } from './admin-people.sql.ts';
import { toAdminPerson } from './admin-person.presenter.ts';
import { asRoleProblem } from './role-problems.ts';

/** GET /admin/people: people newest first, searched by name, username or e-mail, a role or all. */
export async function searchPeople(
  db: Database,
  query: AdminPeopleQuery,
): Promise<{ items: AdminPerson[]; nextCursor: string | null }> {
  const after = groupCursorOf(query.cursor);
  const rows = await queryRows<AdminPersonRow>(db, peopleQuery(query.q, query.role, after, query.limit + 1));
  const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({ rank: 0, at: r.key_at, id: r.id }));
  return { items: shown.map(toAdminPerson), nextCursor };
}

/** Whether `to` ranks above `from` (user → moderator → admin). */
const isHigher = (from: Role, to: Role) => ROLES.indexOf(to) > ROLES.indexOf(from);

/**
 * PUT /admin/people/{id}/role: app.set_profile_role changes the role (administrators only, never the
 * last administrator away) and the audit entry is written in the same transaction, as the caller.
 */
export async function changeRole(
  db: Database,
  caller: Caller,
  targetId: string,
  input: RoleChangeInput,
): Promise<AdminPerson> {
  await withUser(db, caller.userId, async (tx) => {
    let changed: { before_role: Role; after_role: Role } | undefined;
    try {
      [changed] = await queryRows<{ before_role: Role; after_role: Role }>(
        tx,
        sql`SELECT before_role, after_role FROM app.set_profile_role(${targetId}::uuid, ${input.role})`,
      );
    } catch (err) {
      throw asRoleProblem(err);
    }
    if (!changed) throw new Error('app.set_profile_role answered no row');
    const [target] = await queryRows<{ username: string | null }>(
      tx,
      sql`SELECT username FROM profiles WHERE id = ${targetId}::uuid`,
    );
    await recordAdminAction(tx, caller.userId, {
      action: isHigher(changed.before_role, changed.after_role) ? 'role.grant' : 'role.revoke',
      targetType: 'profile',
      targetId,
      targetLabel: target?.username ? `@${target.username}` : null,
      before: { role: changed.before_role },
      after: { role: changed.after_role },
      reason: input.reason,
    });
  });
  const [row] = await queryRows<AdminPersonRow>(db, personQuery(targetId));
  if (!row) throw new HttpProblem(404, 'role.person_not_found');
  return toAdminPerson(row);
}
