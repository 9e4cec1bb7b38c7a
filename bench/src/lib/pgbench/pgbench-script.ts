import type { RecordedStatement } from '../wire/statement-log.ts';
import { sqlLiteral, typeCast } from './sql-literal.ts';
import { replacePlaceholders, splitStatements } from './sql-text.ts';

/** How pgbench sends each command: parse/bind/execute of statements prepared once, or one Query message. */
export type PgbenchMode = 'prepared' | 'simple';

/** A pgbench script and the `name=value` variables (`-D`) it needs. */
export interface PgbenchScript {
  script: string;
  defines: string[];
}

/**
 * With -M prepared pgbench turns every `:name` of a command (a letter, `_` or a non-ASCII character
 * after the colon) into a parameter, even inside a string constant; only `::` is left alone. A
 * statement holding one cannot be replayed that way.
 */
const PGBENCH_VARIABLE = /(?<!:):[A-Za-z_\u0080-\uffff]/;

/**
 * The recorded statements as a pgbench script, one run of the script per request. Bound text values
 * become pgbench variables: in prepared mode pgbench sends them as parameters, as the app does; in
 * simple mode it pastes them in, so they are defined as quoted constants. NULL, empty (pgbench
 * refuses an empty -D value) and binary values are written in place. A Query message holding
 * several statements stays one round trip in simple mode (`\;`); prepared mode cannot send such a
 * compound, so there each is a command of its own.
 */
export function pgbenchScript(
  statements: readonly RecordedStatement[],
  mode: PgbenchMode,
  title = '',
): PgbenchScript {
  const defines: string[] = [];
  const defined = new Set<string>();
  const commands = statements.flatMap((statement, s) => {
    const clash = mode === 'prepared' ? PGBENCH_VARIABLE.exec(statement.text) : null;
    if (clash)
      throw new Error(`statement ${s + 1} holds "${clash[0]}", which pgbench would read as a variable`);
    if (statement.protocol === 'simple') {
      const parts = splitStatements(statement.text);
      return mode === 'simple' ? [parts.join('\\; ')] : parts;
    }
    return replacePlaceholders(statement.text, (n) => {
      if (n < 1 || n > statement.params.length)
        throw new Error(`statement ${s + 1} uses $${n} but was bound with ${statement.params.length} values`);
      const value = statement.params[n - 1] ?? null;
      const cast = typeCast(statement.paramTypes[n - 1]);
      if (typeof value !== 'string' || value === '') return `${sqlLiteral(value)}${cast}`;
      const name = `s${s + 1}p${n}`;
      const literal = sqlLiteral(value);
      if (!defined.has(name)) {
        defined.add(name);
        defines.push(`${name}=${mode === 'prepared' ? value : literal}`);
      }
      return `:${name}${cast}`;
    });
  });
  const header = title ? `-- ${title.replaceAll('\n', ' ')}\n` : '';
  const body = commands.map((c) => `${c.trim().replace(/;+$/, '')};`);
  return { script: `${header}${body.join('\n')}\n`, defines };
}
