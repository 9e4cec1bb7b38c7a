import { formatTable } from '../table.ts';
import type { GroupsReport } from './groups-bench.ts';

/** The group figures as two plain-text tables: the reads under load, then the plans at that size. */
export function formatGroupsReport(report: GroupsReport): string {
  const { seed } = report;
  const title =
    `${seed.groups.toLocaleString('en')} groups; the big one: ${seed.members.toLocaleString('en')} members, ` +
    `${seed.events.toLocaleString('en')} events, ${seed.followers.toLocaleString('en')} followers`;
  const reads = formatTable(
    ['read', 'as', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx'],
    report.reads.map((r) => [
      r.scenario,
      r.reader,
      r.result.requestsPerSecond,
      r.result.p50Ms,
      r.result.p95Ms,
      r.result.p99Ms,
      r.result.non2xx + r.result.errors,
    ]),
  );
  const plans = formatTable(
    ['statement (one run, visitor)', 'ms', 'reads'],
    report.plans.map((p) => [p.statement, p.ms, p.scans.join('; ')]),
  );
  return `${title}\n${reads}\n\n${plans}`;
}

/** Sequential scans of the tables a group page grows with: a plan that stopped using its index. */
const GROWING = /^Seq Scan (group_members|group_followers|groups)$/;

/** What is wrong with a run: failed requests, a plan that reads a growing table whole. */
export function groupsProblems(report: GroupsReport): string[] {
  const problems: string[] = [];
  for (const r of report.reads)
    if (r.result.non2xx > 0 || r.result.errors > 0)
      problems.push(
        `groups ${r.scenario} (${r.reader}): ${r.result.non2xx} non-2xx, ${r.result.errors} errors`,
      );
  for (const p of report.plans)
    for (const scan of p.scans.filter((s) => GROWING.test(s)))
      problems.push(`groups ${p.statement}: ${scan}`);
  if (report.serverExitCode !== 0) problems.push(`groups: server exit code ${report.serverExitCode}`);
  return problems;
}
