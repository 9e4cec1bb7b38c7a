import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PgbenchMode } from './pgbench-script.ts';

const run = promisify(execFile);

/** pgbench: PGBENCH names it, else the one on PATH (Debian's postgresql-client puts it in /usr/bin). */
export const PGBENCH = process.env.PGBENCH ?? 'pgbench';

export interface PgbenchOptions {
  /** Connection string of the database, as the role the app connects as. */
  databaseUrl: string;
  /** Startup options of the app's connections (PGOPTIONS), e.g. the role they start as. */
  connectionOptions: string;
  script: string;
  /** `name=value` variables for the script. */
  defines: readonly string[];
  mode: PgbenchMode;
  clients: number;
  threads: number;
  durationSeconds: number;
}

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  transactions: number;
  failed: number;
}

/** pgbench's version line, or null when it cannot be run. */
export async function pgbenchVersion(): Promise<string | null> {
  try {
    const { stdout } = await run(PGBENCH, ['--version']);
    return stdout.trim();
  } catch {
    return null;
  }
}

/** The figures of pgbench's closing report (PostgreSQL 13 and later). */
export function parsePgbenchReport(stdout: string): PgbenchResult {
  const number = (pattern: RegExp, what: string) => {
    const match = pattern.exec(stdout);
    if (!match?.[1]) throw new Error(`pgbench printed no ${what}:\n${stdout}`);
    return Number(match[1]);
  };
  return {
    tps: Math.round(number(/^tps = ([\d.]+)/m, 'tps')),
    latencyMs: Math.round(number(/^latency average = ([\d.]+) ms/m, 'latency') * 100) / 100,
    transactions: number(/^number of transactions actually processed: (\d+)/m, 'transaction count'),
    failed: /^number of failed transactions: (\d+)/m.test(stdout)
      ? number(/^number of failed transactions: (\d+)/m, 'failures')
      : 0,
  };
}

/** Runs the script with pgbench (no vacuum, as it never touches its own tables) and reads its report. */
export async function runPgbench(opts: PgbenchOptions): Promise<PgbenchResult> {
  const dir = await mkdtemp(join(tmpdir(), 'eventos-pgbench-'));
  try {
    const file = join(dir, 'script.sql');
    await writeFile(file, opts.script);
    const args = [
      '-n',
      '-f',
      file,
      '-c',
      String(opts.clients),
      '-j',
      String(opts.threads),
      '-T',
      String(opts.durationSeconds),
      '-M',
      opts.mode,
      ...opts.defines.flatMap((d) => ['-D', d]),
      opts.databaseUrl,
    ];
    try {
      const { stdout } = await run(PGBENCH, args, {
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, PGOPTIONS: opts.connectionOptions },
      });
      return parsePgbenchReport(stdout);
    } catch (err) {
      const { stderr, message } = err as { stderr?: string; message: string };
      throw new Error(`pgbench -M ${opts.mode} failed: ${(stderr || message).trim().slice(0, 600)}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
