import { describe, expect, it } from 'vitest';
import type { LoadTestResult } from '../load-test.ts';
import type { GroupsReport } from './groups-bench.ts';
import { formatGroupsReport, groupsProblems } from './groups-report.ts';

const result = (over: Partial<LoadTestResult> = {}): LoadTestResult => ({
  requestsPerSecond: 300,
  p50Ms: 20,
  p95Ms: 40,
  p99Ms: 60,
  requests: 3000,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...over,
});

const report = (over: Partial<GroupsReport> = {}): GroupsReport => ({
  seed: { groups: 2000, members: 10_000, events: 1000, followers: 2000, otherEvents: 20_000 },
  reads: [{ scenario: 'members', reader: 'visitor', result: result() }],
  plans: [{ statement: 'members, first page', ms: 1.2, scans: ['Index Scan group_members_joined_idx'] }],
  serverExitCode: 0,
  ...over,
});

describe('groups bench report', () => {
  it('prints what was seeded, the reads and the plans', () => {
    const text = formatGroupsReport(report());
    expect(text).toContain('2,000 groups; the big one: 10,000 members, 1,000 events, 2,000 followers');
    expect(text).toMatch(/members\s+visitor\s+300\s+20\s+40\s+60\s+0/);
    expect(text).toContain('Index Scan group_members_joined_idx');
  });

  it('fails on failed requests, a whole group table read, or a server that did not stop cleanly', () => {
    expect(groupsProblems(report())).toEqual([]);
    expect(
      groupsProblems(
        report({
          reads: [{ scenario: 'members', reader: 'member', result: result({ non2xx: 2 }) }],
          plans: [
            {
              statement: 'members, deep page',
              ms: 400,
              scans: ['Seq Scan group_members', 'Seq Scan locations'],
            },
          ],
          serverExitCode: 1,
        }),
      ),
    ).toEqual([
      'groups members (member): 2 non-2xx, 0 errors',
      'groups members, deep page: Seq Scan group_members',
      'groups: server exit code 1',
    ]);
  });
});
