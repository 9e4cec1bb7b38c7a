import type { GroupDetail, GroupTransfer } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { notify } from '../notifications/notify.ts';
import { attemptGroup, requireGroupOwner } from './group-access.ts';
import { assertNameConfirmed } from './group-name-confirmation.ts';
import { readGroupDetail } from './groups.reads.ts';

/**
 * POST /groups/{id}/transfer {userId, confirmName}: the owner hands the group to another member,
 * confirmed by typing its name (case and spaces do not matter, accents do). The
 * old owner stays as an organiser; the new owner is told (a `group` notification) in the same
 * transaction, so a failure half-way changes nothing. Answers the group as the old owner now sees it.
 */
export async function transferGroup(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  input: GroupTransfer,
): Promise<GroupDetail> {
  const groupId = await withUser(db, caller.userId, async (tx) => {
    const { group } = await requireGroupOwner(tx, idOrSlug);
    assertNameConfirmed(input.confirmName, group.name);
    await attemptGroup(() =>
      tx.execute(sql`SELECT app.transfer_group(${group.id}::uuid, ${input.userId.toLowerCase()}::uuid)`),
    );
    await notify(tx, {
      recipients: [input.userId.toLowerCase()],
      type: 'group',
      metadata: { group_id: group.id, from: caller.userId },
      text: { key: 'group_transferred', params: { group: group.name } },
    });
    return group.id;
  });
  return readGroupDetail(db, caller.userId, groupId);
}
