import pg from 'pg';
import type { Statement } from '../../../../apps/server/src/db/read-as.ts';
import {
  GROUP_EVENTS_PAST,
  GROUP_EVENTS_UPCOMING,
} from '../../../../apps/server/src/modules/groups/group-events.sql.ts';
import { FOLLOWERS_FIRST } from '../../../../apps/server/src/modules/groups/group-followers.sql.ts';
import {
  LEADER_COUNTS,
  MEMBERS_TOTAL,
  membersPage,
} from '../../../../apps/server/src/modules/groups/group-members.sql.ts';
import {
  GROUP_BY_SLUG,
  GROUP_COUNTS,
  GROUP_LEADERS,
  GROUP_LIST,
} from '../../../../apps/server/src/modules/groups/groups.sql.ts';
import type { SeededGroups } from './groups-seed.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  statement: string;
  /** Execution time of one run, in milliseconds. */
  ms: number;
  /** The scans the plan reads tables with: "Index Scan group_members_joined_idx", "Seq Scan groups"… */
  scans: string[];
}

function scansOf(node: PlanNode, out: string[] = []): string[] {
  const type = node['Node Type'];
  if (/Scan/.test(type) && type !== 'Subquery Scan' && type !== 'CTE Scan')
    out.push(`${type} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim());
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

const literal = (client: pg.PoolClient, value: unknown) =>
  value === null || value === undefined
    ? 'NULL'
    : Array.isArray(value)
      ? client.escapeLiteral(`{${value.join(',')}}`)
      : client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value));

/**
 * EXPLAIN ANALYZE of the group page's statements as a visitor reads them (the app role under row
 * security; the generic plan a named statement keeps, the values' own plan for an unnamed one), on
 * the seeded big group: which indexes they read and how long one run takes.
 */
export async function explainGroupReads(databaseUrl: string, seeded: SeededGroups): Promise<PlanSummary[]> {
  const big = seeded.big.id;
  const now = new Date();
  const cases: [string, Statement, unknown[]][] = [
    ['group list, first page', GROUP_LIST, [null, null, null, null, null, null, 21]],
    ['group list, search', GROUP_LIST, ['corrida', null, null, null, null, null, 21]],
    ['group page', GROUP_BY_SLUG, [seeded.big.slug]],
    ['group counts', GROUP_COUNTS, [[big]]],
    ['group organisers', GROUP_LEADERS, [big]],
    ['members, first page', membersPage(false, false), [big, null, null, null, null, null, 21]],
    ['members, search', membersPage(true, false), [big, 'pessoa 5000', null, null, null, null, 21]],
    ['members total, search', MEMBERS_TOTAL, [big, 'pessoa 5000', null]],
    ['members by role, counts', LEADER_COUNTS, [big]],
    [
      'members, deep page',
      membersPage(false, true),
      [big, null, null, 2, seeded.middleMemberAt, seeded.middleMemberId, 21],
    ],
    ['followers, first page', FOLLOWERS_FIRST, [big, 21]],
    ['group events, upcoming', GROUP_EVENTS_UPCOMING, [big, now, null, null, 21]],
    ['group events, past', GROUP_EVENTS_PAST, [big, now, null, null, 21]],
  ];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const client = await pool.connect();
  const out: PlanSummary[] = [];
  try {
    for (const [label, statement, values] of cases) {
      await client.query('BEGIN');
      await client.query(
        `SELECT set_config('role', 'eventos_app', true), set_config('app.user_id', '', true)`,
      );
      // A named statement keeps a generic plan after a few runs; an unnamed one is planned for its values.
      await client.query(
        `SET LOCAL plan_cache_mode = ${statement.name ? 'force_generic_plan' : 'force_custom_plan'}`,
      );
      await client.query(`PREPARE explained AS ${statement.text}`);
      const args = values.map((v) => literal(client, v)).join(', ');
      const result = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE explained(${args})`);
      await client.query('ROLLBACK');
      await client.query('DEALLOCATE ALL');
      const [plan] = result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
      out.push({
        statement: label,
        ms: Math.round(plan['Execution Time'] * 100) / 100,
        scans: [...new Set(scansOf(plan.Plan))],
      });
    }
  } finally {
    client.release();
    await pool.end();
  }
  return out;
}
