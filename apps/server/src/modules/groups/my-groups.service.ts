import type { GroupRole, MyGroupsQuery, MyGroupsResponse } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { groupCursorOf, keysetPage } from './groups.cursor.ts';
import { toGroupCards } from './groups.reads.ts';
import { MY_GROUPS, type MyGroupRow } from './my-groups.sql.ts';

/**
 * GET /me/groups?role=any|manager: the groups the caller belongs to with their role, the most
 * recently joined first; `manager` keeps those they own or organise (where the event form offers
 * "organise as this group").
 */
export async function listMyGroups(
  db: Database,
  caller: Caller,
  query: MyGroupsQuery,
): Promise<MyGroupsResponse> {
  const cursor = groupCursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<MyGroupRow>(MY_GROUPS, [
      query.role === 'manager',
      cursor?.at ?? null,
      cursor?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({ rank: 0, at: r.key_at, id: r.id }));
    const cards = await toGroupCards(run, shown);
    return {
      items: cards.map((card, i) => ({ ...card, role: shown[i]?.role as GroupRole })),
      nextCursor,
    };
  });
}
