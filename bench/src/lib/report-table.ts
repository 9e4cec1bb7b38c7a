import type { BackendReport, ScenarioResult } from './bench-backend.ts';
import { PGBENCH } from './pgbench/run-pgbench.ts';
import { formatTable } from './table.ts';

/** Our rate as a share of a ceiling's, e.g. "35.2%"; "–" when there is no ceiling to compare with. */
export function shareOf(ours: number, ceiling: number | undefined): string {
  if (!ceiling) return '–';
  const percent = (100 * ours) / ceiling;
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}

/**
 * How many statements one request sent and how many were named prepared statements; and, when a
 * second request in a row sent fewer (answered from memory), how many it sent.
 */
function statementCount(s: ScenarioResult): string {
  if (!s.statements) return '–';
  const named = s.statements.filter((st) => st.prepared).length;
  const count = named > 0 ? `${s.statements.length} (${named} named)` : String(s.statements.length);
  const again = s.secondRequestStatements;
  return again !== undefined && again < s.statements.length ? `${count}, then ${again}` : count;
}

/** For a row measured across several processes: its rate as a factor of the one-process row. */
function scalingOf(s: ScenarioResult, single: ScenarioResult | undefined): string {
  if (!/\d+ processes$/.test(s.scenario) || !single?.requestsPerSecond) return '–';
  return `${(s.requestsPerSecond / single.requestsPerSecond).toFixed(2)}×`;
}

/**
 * One table of a backend at one event count: per scenario req/s, p50 and p99, pgbench's tps for the
 * same statements in prepared and simple mode, our share of each ceiling and of the bare Hono
 * answer, the statements per request and failed answers.
 */
export function formatReport(report: BackendReport): string {
  const bare = report.bareHono;
  const direct = report.scenarios.map((s) => [
    s.scenario,
    s.requestsPerSecond,
    s.p50Ms,
    s.p99Ms,
    shareOf(s.requestsPerSecond, bare.requestsPerSecond),
    s.pgbench?.prepared?.tps ?? '–',
    shareOf(s.requestsPerSecond, s.pgbench?.prepared?.tps),
    s.pgbench?.simple?.tps ?? '–',
    shareOf(s.requestsPerSecond, s.pgbench?.simple?.tps),
    statementCount(s),
    s.non2xx + s.errors,
  ]);
  // The first scenario again, from the cache and across every process: no statements of their own.
  const variants = report.variants.map((s) => [
    s.scenario,
    s.requestsPerSecond,
    s.p50Ms,
    s.p99Ms,
    shareOf(s.requestsPerSecond, bare.requestsPerSecond),
    '–',
    '–',
    '–',
    '–',
    scalingOf(s, report.scenarios[0]),
    s.non2xx + s.errors,
  ]);
  const rows = [...direct, ...variants];
  const head =
    `${report.backend}: ${report.events.toLocaleString('en')} events, seeded in ${(report.seedMs / 1000).toFixed(1)} s, ` +
    `server ready in ${(report.serverStartupMs / 1000).toFixed(1)} s, exit code ${report.serverExitCode}`;
  const table = formatTable(
    [
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'of Hono',
      'pgbench prep tps',
      'of prep',
      'pgbench simple tps',
      'of simple',
      'statements',
      'non-2xx/errors',
    ],
    rows,
    [4, 5, 6, 7, 8],
  );
  const problems = report.scenarios.flatMap((s) =>
    (s.pgbench?.problems ?? []).map((p) => `  pgbench, ${s.scenario}: ${p.split('\n')[0]}`),
  );
  const notes = [
    '  rows without "cache warm": every request reaches the database (cache off), one server process;' +
      ' "N processes": the same across N processes (WEB_CONCURRENCY), "×" its factor over one',
    `  of …: req/s as a share of that ceiling: the bare Hono answer (${bare.requestsPerSecond} req/s), ` +
      `pgbench running one request's statements with ${report.connections} clients (detail and calendar: one slug's)`,
    ...(report.backend !== 'postgres'
      ? ['  pgbench columns: Postgres only (PGlite runs in the server process and has no wire to replay on)']
      : report.scenarios.every((s) => !s.pgbench)
        ? [
            `  pgbench columns: empty, ${PGBENCH} could not be run (Debian: apt-get install postgresql-client)`,
          ]
        : []),
  ];
  return [head, table, ...problems, ...notes].join('\n');
}
