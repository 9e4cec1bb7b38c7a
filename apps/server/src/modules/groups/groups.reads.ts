import type { GroupCard, GroupCounts, GroupDetail, GroupRelationResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { type RunStatement, readAs } from '../../db/read-as.ts';
import { groupNotFound, readGroup } from './group-access.ts';
import { toGroupCard, toGroupCounts, toGroupDetail, toGroupViewer } from './groups.presenter.ts';
import {
  GROUP_COUNTS,
  GROUP_LEADERS,
  GROUP_VIEWER,
  type GroupCountsRow,
  type GroupLeaderRow,
  type GroupRow,
  type GroupViewerRow,
} from './groups.sql.ts';

/** Counts of the groups among `ids` the caller may see, by group id (one statement). */
export async function readGroupCounts(
  run: RunStatement,
  ids: string[],
): Promise<Map<string, GroupCountsRow>> {
  if (ids.length === 0) return new Map();
  const rows = await run<GroupCountsRow>(GROUP_COUNTS, [ids]);
  return new Map(rows.map((r) => [r.group_id, r]));
}

/** Cards of groups read as the caller, in the order given, with their counts. */
export async function toGroupCards(run: RunStatement, rows: GroupRow[]): Promise<GroupCard[]> {
  const counts = await readGroupCounts(
    run,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toGroupCard(row, counts.get(row.id)));
}

/** A group's page for the reading caller, from its row: counts, owner and organisers, the caller's relation. */
export async function groupDetailOf(
  run: RunStatement,
  userId: string | null,
  row: GroupRow,
): Promise<GroupDetail> {
  const [counts, leaders, viewer] = await Promise.all([
    readGroupCounts(run, [row.id]),
    run<GroupLeaderRow>(GROUP_LEADERS, [row.id]),
    userId === null ? Promise.resolve([]) : run<GroupViewerRow>(GROUP_VIEWER, [row.id]),
  ]);
  return toGroupDetail(row, counts.get(row.id), leaders, viewer[0]);
}

/** GET /groups/{id or slug}: the page of a group the caller may see, else 404 group.not_found. */
export function readGroupDetail(db: Database, userId: string | null, idOrSlug: string): Promise<GroupDetail> {
  return readAs(db, userId, async (run) => {
    const row = await readGroup(run, idOrSlug);
    if (!row) throw groupNotFound();
    return groupDetailOf(run, userId, row);
  });
}

/**
 * The caller's relation to a group and its counts, after a change of theirs (join, leave, follow,
 * unfollow). `fallback` answers the counts when the caller may no longer see the group (they left a
 * private one): the counts they saw before, less what their change took away.
 */
export function readRelation(
  db: Database,
  userId: string,
  groupId: string,
  fallback: GroupCounts,
): Promise<GroupRelationResponse> {
  return readAs(db, userId, async (run) => {
    const [counts, viewer] = await Promise.all([
      readGroupCounts(run, [groupId]),
      run<GroupViewerRow>(GROUP_VIEWER, [groupId]),
    ]);
    const row = counts.get(groupId);
    return { viewer: toGroupViewer(viewer[0]), counts: row ? toGroupCounts(row) : fallback };
  });
}

/** A group's counts as the caller sees them inside a transaction of withUser (zeros when unseen). */
export async function groupCountsIn(tx: Tx, groupId: string): Promise<GroupCounts> {
  const [row] = await queryRows<GroupCountsRow>(
    tx,
    sql`SELECT group_id, members, followers, upcoming_events FROM app.group_counts(ARRAY[${groupId}::uuid])`,
  );
  return toGroupCounts(row);
}
