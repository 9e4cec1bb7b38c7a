import type pg from 'pg';

/** The definition of a database function as Postgres keeps it (pg_get_functiondef). */
export async function functionDefinition(pool: pg.Pool, signature: string): Promise<string> {
  const { rows } = await pool.query<{ def: string }>(`SELECT pg_get_functiondef($1::regprocedure) AS def`, [
    signature,
  ]);
  const def = rows[0]?.def;
  if (!def) throw new Error(`no function ${signature}`);
  return def;
}

/** The text a query-text function (e.g. app.search_public_events_query()) returns. */
export async function queryText(pool: pg.Pool, call: string): Promise<string> {
  const { rows } = await pool.query<{ text: string }>(`SELECT ${call} AS text`);
  const text = rows[0]?.text;
  if (!text) throw new Error(`no text from ${call}`);
  return text;
}
