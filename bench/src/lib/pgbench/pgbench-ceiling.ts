import type { RecordedStatement } from '../wire/statement-log.ts';
import { type PgbenchMode, type PgbenchScript, pgbenchScript } from './pgbench-script.ts';
import { type PgbenchResult, runPgbench } from './run-pgbench.ts';

export interface PgbenchCeiling {
  prepared?: PgbenchResult;
  simple?: PgbenchResult;
  /** Why a mode has no figures. */
  problems: string[];
  /** What pgbench ran in each mode (the script and its -D variables), to replay by hand. */
  scripts?: Partial<Record<PgbenchMode, PgbenchScript>>;
}

export interface CeilingSettings {
  databaseUrl: string;
  clients: number;
  durationSeconds: number;
}

const MODES: readonly PgbenchMode[] = ['prepared', 'simple'];

/**
 * How many times a second Postgres runs one request's statements, as the app's role and with its
 * connections' startup options, from `clients` connections: the ceiling of that request on this
 * database, in pgbench's prepared and simple modes.
 */
export async function pgbenchCeiling(
  statements: readonly RecordedStatement[],
  settings: CeilingSettings,
  title: string,
): Promise<PgbenchCeiling> {
  if (statements.length === 0) return { problems: ['the request sent no statements'] };
  const options = [...new Set(statements.map((s) => s.connectionOptions))];
  if (options.length > 1)
    return {
      problems: [`statements came over connections with different startup options: ${options.join(' | ')}`],
    };
  const scripts: Partial<Record<PgbenchMode, PgbenchScript>> = {};
  const ceiling: PgbenchCeiling = { problems: [], scripts };
  for (const mode of MODES) {
    try {
      const script = pgbenchScript(statements, mode, title);
      scripts[mode] = script;
      ceiling[mode] = await runPgbench({
        databaseUrl: settings.databaseUrl,
        connectionOptions: options[0] ?? '',
        ...script,
        mode,
        clients: settings.clients,
        threads: Math.min(2, settings.clients),
        durationSeconds: settings.durationSeconds,
      });
    } catch (err) {
      ceiling.problems.push(`${mode}: ${(err as Error).message}`);
    }
  }
  return ceiling;
}
