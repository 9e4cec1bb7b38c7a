import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { registerReader } from '../../db/read-as.ts';
import * as schema from '../../db/schema/index.ts';

/** One statement as the driver received it. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** A node of EXPLAIN (FORMAT JSON). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/**
 * The SELECT statements `fn` sends through the database handle it is given (run for real), e.g. a
 * service function: the caller's role and id settings left out.
 */
export async function captureStatements(
  pool: pg.Pool,
  fn: (db: Database) => Promise<unknown>,
): Promise<Statement[]> {
  const seen: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void seen.push({ text, params }) },
  }) as unknown as Database;
  // The hot reads (db/read-as.ts) send their own statements: record them the same way.
  registerReader(db, {
    read: (_userId, run) =>
      run(async <R>(statement: { text: string }, values: readonly unknown[]) => {
        seen.push({ text: statement.text, params: [...values] });
        return (await pool.query(statement.text, [...values])).rows as R[];
      }),
  });
  await fn(db);
  return seen.filter((s) => /^\s*(select|with)\b/i.test(s.text) && !/set_config\('role'/.test(s.text));
}

/** The table owner (what a SECURITY DEFINER function runs as). */
export const OWNER = Symbol('owner');
/** Who runs a statement: the app role with this user (or nobody) as the caller, or the owner. */
export type Caller = string | null | typeof OWNER;

/**
 * EXPLAIN (FORMAT JSON) of a statement as `caller` (the app role, under row-level security, as the
 * server runs it; or the owner). `custom`: planned for its values; `generic`: the plan a named
 * statement keeps after its first executions when that plan costs no more (plan_cache_mode auto).
 * `analyze` runs it too, and each node then says how many rows it gave and how often it ran.
 */
export async function explain(
  pool: pg.Pool,
  caller: Caller,
  statement: Statement,
  plan: 'custom' | 'generic' = 'custom',
  options: { analyze?: boolean } = {},
): Promise<PlanNode> {
  const how = options.analyze ? 'ANALYZE, FORMAT JSON' : 'FORMAT JSON';
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (caller !== OWNER)
      await client.query(
        `SELECT set_config('role', 'eventos_app', true), set_config('app.user_id', $1, true)`,
        [caller ?? ''],
      );
    let explained = `EXPLAIN (${how}) ${statement.text}`;
    if (plan === 'generic') {
      await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
      await client.query(`PREPARE explained AS ${statement.text}`);
      // EXECUTE takes its values as literals (a utility statement binds no parameters).
      const args = statement.params.map((value) =>
        value === null || value === undefined
          ? 'NULL'
          : client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value)),
      );
      explained = `EXPLAIN (${how}) EXECUTE explained${args.length ? `(${args.join(', ')})` : ''}`;
    }
    const params = plan === 'generic' ? [] : statement.params;
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(explained, params);
    const found = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!found) throw new Error(`no plan for ${statement.text}`);
    return found;
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    // A prepared statement outlives the transaction.
    if (plan === 'generic') await client.query('DEALLOCATE ALL').catch(() => {});
    client.release();
  }
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** Relations the plan reads with a sequential scan. */
export function seqScannedRelations(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((n) => n['Node Type'] === 'Seq Scan')
    .map((n) => n['Relation Name'] ?? '?');
}

/** Indexes the plan reads (index, index-only and bitmap index scans). */
export function indexesUsed(plan: PlanNode): string[] {
  return planNodes(plan)
    .map((n) => n['Index Name'])
    .filter((name): name is string => typeof name === 'string');
}

/** Nodes that read `relation` (scans of any kind), with what they read when explained with `analyze`. */
export function scansOf(plan: PlanNode, relation: string): PlanNode[] {
  return planNodes(plan).filter((n) => n['Relation Name'] === relation);
}

/** Rows a scan read over all its runs, kept or filtered out (`analyze` only; 0 when it never ran). */
export const rowsRead = (node: PlanNode): number =>
  (Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) *
  Number(node['Actual Loops'] ?? 0);

/** Function scans of `name` and how often they ran (`analyze` only). */
export function functionRuns(plan: PlanNode, name: string): number[] {
  return planNodes(plan)
    .filter((n) => n['Node Type'] === 'Function Scan' && n['Function Name'] === name)
    .map((n) => Number(n['Actual Loops'] ?? 0));
}
