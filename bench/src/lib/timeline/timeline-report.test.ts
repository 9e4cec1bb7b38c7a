import { describe, expect, it } from 'vitest';
import type { LoadTestResult } from '../load-test.ts';
import type { TimelineReport } from './timeline-bench.ts';
import { formatTimelineReport, timelineProblems } from './timeline-report.ts';

const result = (over: Partial<LoadTestResult> = {}): LoadTestResult => ({
  requestsPerSecond: 80,
  p50Ms: 12,
  p95Ms: 20,
  p99Ms: 30,
  requests: 800,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...over,
});

const report = (over: Partial<TimelineReport> = {}): TimelineReport => ({
  seed: { events: 1_000_000, attendances: 5_000_000, friends: 500, groups: 200 },
  counts: { events: 1_040_000, event_attendances: 5_000_000, group_members: 100_000 },
  seedMs: 900_000,
  reads: [
    { scenario: 'first page', connections: 1, result: result() },
    { scenario: 'first page', connections: 10, result: result({ p99Ms: 180 }) },
  ],
  plans: [{ scenario: 'first page', ms: 9.5 }],
  serverExitCode: 0,
  ...over,
});

describe('timeline bench report', () => {
  it('prints what was seeded, the reads against the target and the database time', () => {
    const text = formatTimelineReport(report());
    expect(text).toContain('500 friends over 1,040,000 events, 5,000,000 attendances');
    expect(text).toMatch(/first page\s+1\s+80\s+12\s+20\s+30\s+yes\s+0/);
    expect(text).toMatch(/first page\s+10\s+80\s+12\s+20\s+180\s+NO\s+0/);
    expect(text).toMatch(/first page\s+9\.5/);
  });

  it('fails a run on failed requests, a page over 50 ms on one connection, or a server that did not stop', () => {
    expect(timelineProblems(report())).toEqual([]);
    const slow = report({ reads: [{ scenario: 'page 5', connections: 1, result: result({ p99Ms: 51 }) }] });
    expect(timelineProblems(slow)).toEqual(['timeline page 5: p99 51 ms over 50 ms']);
    const failed = report({
      reads: [{ scenario: 'first page', connections: 10, result: result({ non2xx: 2 }) }],
    });
    expect(timelineProblems(failed)).toEqual(['timeline first page: 2 non-2xx, 0 errors']);
    expect(timelineProblems(report({ serverExitCode: 1 }))).toEqual(['timeline: server exit code 1']);
  });
});
