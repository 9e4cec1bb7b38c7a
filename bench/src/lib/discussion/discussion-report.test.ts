import { describe, expect, it } from 'vitest';
import type { LoadTestResult } from '../load-test.ts';
import type { DiscussionReport } from './discussion-bench.ts';
import { discussionProblems, formatDiscussionReport } from './discussion-report.ts';

const result = (over: Partial<LoadTestResult> = {}): LoadTestResult => ({
  requestsPerSecond: 120,
  p50Ms: 8,
  p95Ms: 14,
  p99Ms: 20,
  requests: 1200,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...over,
});

const report = (over: Partial<DiscussionReport> = {}): DiscussionReport => ({
  seed: { comments: 10_000, people: 500, events: 1_000 },
  counts: { comments: 10_000, roots: 7_000, replies: 3_000 },
  seedMs: 4_000,
  reads: [
    { scenario: 'first page, newest', signedIn: false, connections: 1, result: result() },
    {
      scenario: 'deep anchor (around a reply)',
      signedIn: true,
      connections: 10,
      result: result({ p99Ms: 90 }),
    },
  ],
  serverExitCode: 0,
  ...over,
});

describe('discussion bench report', () => {
  it('prints what was seeded and each read, judged against the target on one connection only', () => {
    const text = formatDiscussionReport(report());
    expect(text).toContain('an event with 10,000 comments (7,000 top-level, 3,000 replies) by 500 people');
    expect(text).toMatch(/first page, newest\s+visitor\s+1\s+120\s+8\s+14\s+20\s+yes\s+0/);
    expect(text).toMatch(/deep anchor \(around a reply\)\s+signed in\s+10\s+120\s+8\s+14\s+90\s+0/);
  });

  it('fails a run on failed requests, a slow page on one connection, or a server that did not stop', () => {
    expect(discussionProblems(report())).toEqual([]);
    const slow = report({
      reads: [
        { scenario: 'first page, oldest', signedIn: true, connections: 1, result: result({ p99Ms: 51 }) },
      ],
    });
    expect(discussionProblems(slow)).toEqual([
      'discussion first page, oldest (signed in, 1): p99 51 ms over 50 ms',
    ]);
    const failed = report({
      reads: [
        { scenario: 'first page, newest', signedIn: false, connections: 10, result: result({ errors: 3 }) },
      ],
    });
    expect(discussionProblems(failed)).toEqual([
      'discussion first page, newest (visitor, 10): 0 non-2xx, 3 errors',
    ]);
    expect(discussionProblems(report({ serverExitCode: 1 }))).toEqual(['discussion: server exit code 1']);
  });
});
