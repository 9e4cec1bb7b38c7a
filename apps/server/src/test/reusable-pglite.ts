import type { PGlite, PGliteInterface } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client.ts';
import { wrapPglite } from '../db/client.ts';

/**
 * One PGlite per test worker, handed to one test at a time and emptied between tests, instead of
 * a clone of the migrated template per test: starting a PGlite from a data directory costs about
 * half a second, emptying one a few milliseconds. "Empty" is exactly the migrated state: every
 * table truncated, the rows the migrations seed put back, the session reset (DISCARD ALL). A test
 * that closes its database (the health check's "database away") closes this one; the next test
 * then gets a new one.
 */

interface Baseline {
  /** Every table of the app's schemas, quoted, for one TRUNCATE. */
  tables: string[];
  /** The statements that put back the rows the migrations seed. */
  restores: Array<{ sql: string; rows: string }>;
}

/** Schemas whose tables are the app's data; drizzle's journal is left as migrated. */
const DATA_SCHEMAS =
  "n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'";

export async function readBaseline(template: PGlite): Promise<Baseline> {
  const { rows: tables } = await template.query<{ name: string; columns: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
            (select string_agg(format('%I', a.attname), ', ' order by a.attnum) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and ${DATA_SCHEMAS}
      order by 1`,
  );
  const restores: Baseline['restores'] = [];
  for (const table of tables) {
    const { rows } = await template.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table.name} t`,
    );
    const seeded = rows[0]?.rows;
    if (!seeded) continue;
    restores.push({
      sql: `insert into ${table.name} (${table.columns}) overriding system value
            select ${table.columns} from json_populate_recordset(null::${table.name}, $1::json)`,
      rows: seeded,
    });
  }
  return { tables: tables.map((t) => t.name), restores };
}

/** Brings a used database back to the migrated state. */
async function empty(client: PGliteInterface, baseline: Baseline): Promise<void> {
  // A test that failed inside a transaction may have left it open.
  await client.exec('rollback');
  await client.exec('discard all');
  await client.transaction(async (tx) => {
    // Triggers (notifications, derived columns) stay quiet while the seeded rows go back.
    await tx.exec(`set local session_replication_role = replica;
      truncate ${baseline.tables.join(', ')} restart identity cascade;`);
    for (const restore of baseline.restores) await tx.query(restore.sql, [restore.rows]);
  });
}

export interface ReusablePglite {
  /** The worker's database, emptied, or null while another test holds it. */
  take(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> } | null>;
}

export function reusablePglite(template: () => Promise<PGlite>): ReusablePglite {
  let current: Promise<{ client: PGliteInterface; baseline: Baseline }> | undefined;
  let held = false;
  const open = async (): Promise<{ client: PGliteInterface; baseline: Baseline }> => {
    const source = await template();
    const [client, baseline] = await Promise.all([source.clone(), readBaseline(source)]);
    return { client, baseline };
  };
  return {
    async take() {
      if (held) return null;
      held = true;
      current ??= open();
      let opened = await current;
      if (opened.client.closed) {
        current = open();
        opened = await current;
      } else {
        await empty(opened.client, opened.baseline);
      }
      const { client } = opened;
      const base = wrapPglite(client);
      // Listeners this test started stop when it ends; the database itself stays open.
      const stops = new Set<() => Promise<void>>();
      const handle: DatabaseHandle = {
        ...base,
        listen: async (channel, onNotify) => {
          const stop = await base.listen(channel, onNotify);
          const once = async () => {
            if (stops.delete(once)) await stop();
          };
          stops.add(once);
          return once;
        },
      };
      return {
        handle,
        dispose: async () => {
          for (const stop of [...stops]) await stop();
          held = false;
        },
      };
    },
  };
}
