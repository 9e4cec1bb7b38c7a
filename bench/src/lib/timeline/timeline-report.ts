import { formatTable } from '../table.ts';
import type { TimelineReport } from './timeline-bench.ts';

/** The acceptance target of the timeline: p99 of a page, in milliseconds, on Postgres. */
export const TIMELINE_P99_TARGET_MS = 50;

/** The timeline figures as plain-text tables: the reads under load, then the database's own time. */
export function formatTimelineReport(report: TimelineReport): string {
  const { seed, counts } = report;
  const title =
    `a person with ${seed.friends.toLocaleString('en')} friends over ${(counts.events ?? 0).toLocaleString('en')} events, ` +
    `${(counts.event_attendances ?? 0).toLocaleString('en')} attendances, ${(counts.group_members ?? 0).toLocaleString('en')} group members ` +
    `(seeded in ${(report.seedMs / 1000).toFixed(0)} s)`;
  const reads = formatTable(
    [
      'read (signed in)',
      'connections',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      `p99 ≤ ${TIMELINE_P99_TARGET_MS}`,
      'non-2xx',
    ],
    report.reads.map((r) => [
      r.scenario,
      r.connections,
      r.result.requestsPerSecond,
      r.result.p50Ms,
      r.result.p95Ms,
      r.result.p99Ms,
      r.result.p99Ms <= TIMELINE_P99_TARGET_MS ? 'yes' : 'NO',
      r.result.non2xx + r.result.errors,
    ]),
    [6],
  );
  const plans = formatTable(
    ['app.timeline_page, one call (41 rows)', 'ms'],
    report.plans.map((p) => [p.scenario, p.ms]),
  );
  return `${title}\n${reads}\n\n${plans}`;
}

/**
 * What is wrong with a run: failed requests, a page of 20 cards over its target on one connection
 * (a request's own time; with many connections at once the machine's cores are shared out too),
 * a server that did not stop.
 */
export function timelineProblems(report: TimelineReport): string[] {
  const problems: string[] = [];
  for (const r of report.reads) {
    if (r.result.non2xx > 0 || r.result.errors > 0)
      problems.push(`timeline ${r.scenario}: ${r.result.non2xx} non-2xx, ${r.result.errors} errors`);
    if (
      r.connections === 1 &&
      r.result.p99Ms > TIMELINE_P99_TARGET_MS &&
      r.scenario !== 'first page, 50 cards'
    )
      problems.push(`timeline ${r.scenario}: p99 ${r.result.p99Ms} ms over ${TIMELINE_P99_TARGET_MS} ms`);
  }
  if (report.serverExitCode !== 0) problems.push(`timeline: server exit code ${report.serverExitCode}`);
  return problems;
}
