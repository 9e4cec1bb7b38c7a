/**
 * API benchmark: for each backend (PGlite always; Postgres when one answers on 127.0.0.1:5432 or
 * BENCH_DATABASE_URL names one), seed BENCH_EVENTS events, start the real server and measure with
 * autocannon the events list (first and deep pages), each discovery filter, text search and event
 * pages by slug (lib/scenarios.ts). Prints a table per backend and writes bench/results/api-<backend>.json.
 * BENCH_BACKENDS=pglite or =postgres runs only that one; BENCH_EVENTS, BENCH_DURATION (s),
 * BENCH_CONNECTIONS and BENCH_DEEP_PAGES tune the run. Exits 1 on any non-2xx answer, connection error, or a server that does not stop cleanly.
 */
import { cpus } from 'node:os';
import { type BenchBackend, findPostgres, pgliteBackend, postgresBackend } from './lib/backends.ts';
import { type BackendReport, type BenchSettings, benchBackend } from './lib/bench-backend.ts';
import { formatTable } from './lib/table.ts';
import { writeResult } from './lib/write-result.ts';

const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};

const settings: BenchSettings = {
  events: positive('BENCH_EVENTS', 100_000),
  durationSeconds: positive('BENCH_DURATION', 10),
  connections: positive('BENCH_CONNECTIONS', 10),
  deepPages: positive('BENCH_DEEP_PAGES', 50),
};

function printReport(report: BackendReport): void {
  process.stdout.write(
    `\n${report.backend}: ${report.events.toLocaleString('en')} events, seeded in ${(report.seedMs / 1000).toFixed(1)} s, ` +
      `server ready in ${(report.serverStartupMs / 1000).toFixed(1)} s, exit code ${report.serverExitCode}\n`,
  );
  const rows = report.scenarios.map((s) => [
    s.scenario,
    s.items ?? '',
    s.requestsPerSecond,
    s.p50Ms,
    s.p95Ms,
    s.p99Ms,
    s.non2xx + s.errors,
  ]);
  process.stdout.write(
    `${formatTable(['scenario', 'items', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx/errors'], rows)}\n`,
  );
}

function failures(report: BackendReport): string[] {
  const problems = report.scenarios
    .filter((s) => s.non2xx > 0 || s.errors > 0)
    .map((s) => `${report.backend}: ${s.scenario}: ${s.non2xx} non-2xx, ${s.errors} errors`);
  if (report.serverExitCode !== 0)
    problems.push(`${report.backend}: server exit code ${report.serverExitCode}`);
  return problems;
}

async function runOne(make: () => Promise<BenchBackend>): Promise<BackendReport> {
  const backend = await make();
  try {
    const report = await benchBackend(backend, settings);
    const file = await writeResult(`api-${backend.name}`, {
      ...report,
      node: process.version,
      cpus: cpus().length,
      date: new Date().toISOString(),
    });
    printReport(report);
    process.stdout.write(`wrote ${file}\n`);
    return report;
  } finally {
    await backend.dispose();
  }
}

async function main(): Promise<void> {
  const wanted = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
  const makers: (() => Promise<BenchBackend>)[] = [];
  if (wanted.includes('pglite')) makers.push(pgliteBackend);
  if (wanted.includes('postgres')) {
    const postgresUrl = await findPostgres();
    if (postgresUrl) makers.push(() => postgresBackend(postgresUrl));
    else
      process.stdout.write('No Postgres on 127.0.0.1:5432 and no BENCH_DATABASE_URL: skipping Postgres.\n');
  }
  if (makers.length === 0) throw new Error(`BENCH_BACKENDS=${process.env.BENCH_BACKENDS}: nothing to run`);

  const problems: string[] = [];
  for (const make of makers) problems.push(...failures(await runOne(make)));
  if (problems.length > 0) {
    process.stderr.write(`\nFAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
