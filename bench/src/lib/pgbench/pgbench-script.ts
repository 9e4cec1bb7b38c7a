import type { RecordedStatement } from '../wire/statement-log.ts';
import { replacePlaceholders } from './placeholders.ts';
import { sqlLiteral, typeCast } from './sql-literal.ts';

/**
 * A pgbench script of recorded statements, one transaction of the script per request. Text
 * parameters become pgbench variables: with -M prepared pgbench sends them as parameters of
 * prepared statements, as the app does; with -M simple it pastes them in, so they are defined as
 * quoted constants for that mode. NULL, empty and binary values are written in as constants.
 */
export interface PgbenchScript {
  script: string;
  /** `name=value` for `-D` with -M prepared (or extended). */
  preparedDefines: string[];
  /** `name='value'` for `-D` with -M simple. */
  simpleDefines: string[];
}

/**
 * With -M prepared pgbench turns every `:name` of a command (a letter, `_` or a non-ASCII character
 * after the colon) into a parameter, even inside a string constant; only `::` is left alone. A
 * statement holding one cannot be replayed as it is.
 */
const PGBENCH_VARIABLE = /(?<!:):[A-Za-z_\u0080-\uffff]/;

export function pgbenchScript(statements: readonly RecordedStatement[], title = ''): PgbenchScript {
  const preparedDefines: string[] = [];
  const simpleDefines: string[] = [];
  const defined = new Set<string>();
  const commands = statements.map((statement, s) => {
    const clash = PGBENCH_VARIABLE.exec(statement.text);
    if (clash)
      throw new Error(`statement ${s + 1} holds "${clash[0]}", which pgbench would read as a variable`);
    const text = replacePlaceholders(statement.text, (n) => {
      if (n < 1 || n > statement.params.length)
        throw new Error(`statement ${s + 1} uses $${n} but was bound with ${statement.params.length} values`);
      const value = statement.params[n - 1] ?? null;
      const cast = typeCast(statement.paramTypes[n - 1]);
      // pgbench refuses an empty -D value.
      if (typeof value !== 'string' || value === '') return `${sqlLiteral(value)}${cast}`;
      const name = `s${s + 1}p${n}`;
      const literal = sqlLiteral(value);
      if (!defined.has(name)) {
        defined.add(name);
        preparedDefines.push(`${name}=${value}`);
        simpleDefines.push(`${name}=${literal}`);
      }
      return `:${name}${cast}`;
    });
    return `${text.trim().replace(/;+$/, '')};`;
  });
  const header = title ? `-- ${title.replaceAll('\n', ' ')}\n` : '';
  return { script: `${header}${commands.join('\n')}\n`, preparedDefines, simpleDefines };
}
