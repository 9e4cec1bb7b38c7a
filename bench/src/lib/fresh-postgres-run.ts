import { cpus } from 'node:os';
import type { DatabaseHandle } from '../../../apps/server/src/db/client.ts';
import { postgresBackend } from './backends.ts';
import { writeResult } from './write-result.ts';

/** One measurement that needs a Postgres database of its own (attendance, groups, timeline, discussion). */
export interface FreshPostgresRun<Report> {
  /** Its name in logs, tables and BENCH_ONLY. */
  name: string;
  /** What it seeds, for the log line before it starts. */
  describe: string;
  /** The result file's name after `<commit>-postgres-`. */
  resultName: string;
  measure(handle: DatabaseHandle, databaseUrl: string, serverEnv: Record<string, string>): Promise<Report>;
  format(report: Report): string;
  problems(report: Report): string[];
}

const log = (message: string) => process.stdout.write(`${message}\n`);

/**
 * Runs `run` on a fresh, migrated Postgres database made for it (dropped afterwards), writes its
 * report to bench/results with the commit, and answers its table and its problems.
 */
export async function runOnFreshPostgres<Report>(
  postgresUrl: string,
  revision: string,
  run: FreshPostgresRun<Report>,
): Promise<{ table: string; problems: string[] }> {
  const backend = await postgresBackend(postgresUrl);
  const handle = await backend.open();
  try {
    log(`\n[${backend.name}] ${run.name}: ${run.describe}…`);
    const report = await run.measure(handle, backend.serverEnv.DATABASE_URL ?? postgresUrl, {
      ...backend.serverEnv,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    const table = `${backend.name}: ${run.name}\n${run.format(report)}`;
    const file = await writeResult(`${revision}-${backend.name}-${run.resultName}`, {
      ...report,
      commit: revision,
      node: process.version,
      cpus: cpus().length,
      date: new Date().toISOString(),
    });
    log(`\n${table}\nwrote ${file}`);
    return { table, problems: run.problems(report) };
  } finally {
    await handle.close();
    await backend.dispose();
  }
}
