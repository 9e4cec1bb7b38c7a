import type pg from 'pg';
import type { Statement } from './events.plans.explain.ts';

/** The definition of a database function as Postgres keeps it (pg_get_functiondef). */
export async function functionDefinition(pool: pg.Pool, signature: string): Promise<string> {
  const { rows } = await pool.query<{ def: string }>(`SELECT pg_get_functiondef($1::regprocedure) AS def`, [
    signature,
  ]);
  const def = rows[0]?.def;
  if (!def) throw new Error(`no function ${signature}`);
  return def;
}

/**
 * The query a function runs, taken from its stored definition: the statement after `RETURN QUERY`
 * of a PL/pgSQL function, or the whole body of an SQL function.
 */
export function functionQuery(definition: string): string {
  const body = /AS \$function\$([\s\S]*)\$function\$/.exec(definition)?.[1];
  if (!body) throw new Error('no body in the function definition');
  const returned = /RETURN QUERY\s+([\s\S]*?);/.exec(body)?.[1];
  return (returned ?? body).trim().replace(/;\s*$/, '');
}

/**
 * The function's query as a statement of its own: each named variable (a parameter or a local the
 * function computes) becomes a typed placeholder bound to the given value, so EXPLAIN plans it as
 * the function does.
 */
export function bindVariables(
  query: string,
  variables: readonly { name: string; type: string; value: unknown }[],
): Statement {
  let text = query;
  variables.forEach((v, i) => {
    const pattern = new RegExp(`(?<![\\w.])${v.name}(?!\\w)`, 'g');
    if (!pattern.test(text)) throw new Error(`variable ${v.name} is not in the function's query`);
    text = text.replace(pattern, `$${i + 1}::${v.type}`);
  });
  return { text, params: variables.map((v) => v.value) };
}
