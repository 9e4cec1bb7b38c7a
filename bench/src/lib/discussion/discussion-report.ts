import { formatTable } from '../table.ts';
import type { DiscussionReport } from './discussion-bench.ts';

/** The target of a discussion page: p99 in milliseconds on one connection, on Postgres. */
export const DISCUSSION_P99_TARGET_MS = 50;

/** The discussion figures as a plain-text table. */
export function formatDiscussionReport(report: DiscussionReport): string {
  const { counts } = report;
  const title =
    `an event with ${(counts.comments ?? 0).toLocaleString('en')} comments ` +
    `(${(counts.roots ?? 0).toLocaleString('en')} top-level, ${(counts.replies ?? 0).toLocaleString('en')} replies) ` +
    `by ${report.seed.people.toLocaleString('en')} people (seeded in ${(report.seedMs / 1000).toFixed(0)} s)`;
  const reads = formatTable(
    [
      'read',
      'as',
      'connections',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      `p99 ≤ ${DISCUSSION_P99_TARGET_MS}`,
      'non-2xx',
    ],
    report.reads.map((r) => [
      r.scenario,
      r.signedIn ? 'signed in' : 'visitor',
      r.connections,
      r.result.requestsPerSecond,
      r.result.p50Ms,
      r.result.p95Ms,
      r.result.p99Ms,
      r.connections === 1 ? (r.result.p99Ms <= DISCUSSION_P99_TARGET_MS ? 'yes' : 'NO') : '',
      r.result.non2xx + r.result.errors,
    ]),
    [7],
  );
  return `${title}\n${reads}`;
}

/** Failed requests, a page over its target on one connection, a server that did not stop. */
export function discussionProblems(report: DiscussionReport): string[] {
  const problems: string[] = [];
  for (const r of report.reads) {
    const name = `discussion ${r.scenario} (${r.signedIn ? 'signed in' : 'visitor'}, ${r.connections})`;
    if (r.result.non2xx > 0 || r.result.errors > 0)
      problems.push(`${name}: ${r.result.non2xx} non-2xx, ${r.result.errors} errors`);
    if (r.connections === 1 && r.result.p99Ms > DISCUSSION_P99_TARGET_MS)
      problems.push(`${name}: p99 ${r.result.p99Ms} ms over ${DISCUSSION_P99_TARGET_MS} ms`);
  }
  if (report.serverExitCode !== 0) problems.push(`discussion: server exit code ${report.serverExitCode}`);
  return problems;
}
