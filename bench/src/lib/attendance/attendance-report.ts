import { formatTable } from '../table.ts';
import type { AttendanceReport } from './attendance-bench.ts';

/** The attendance figures as two plain-text tables: reads by crowd size, then the writes. */
export function formatAttendanceReport(report: AttendanceReport): string {
  const reads = formatTable(
    ['read (visitor)', 'attendees', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx'],
    report.pages.map((p) => [
      p.scenario,
      p.attendees,
      p.result.requestsPerSecond,
      p.result.p50Ms,
      p.result.p95Ms,
      p.result.p99Ms,
      p.result.non2xx + p.result.errors,
    ]),
  );
  const writes = formatTable(
    ['write', 'requests', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'outcome'],
    [
      [
        'RSVP, one event',
        report.rsvp.requests,
        report.rsvp.perSecond,
        report.rsvp.p50Ms,
        report.rsvp.p95Ms,
        report.rsvp.p99Ms,
        report.rsvp.failures,
        `${report.rsvp.going} going of ${report.rsvp.capacity}, ${report.rsvp.waitlisted} waitlisted`,
      ],
      [
        'check-in, one event',
        report.checkIn.requests,
        report.checkIn.perSecond,
        report.checkIn.p50Ms,
        report.checkIn.p95Ms,
        report.checkIn.p99Ms,
        report.checkIn.failures,
        `${report.checkIn.accepted} accepted`,
      ],
    ],
    [7],
  );
  return `${reads}\n\n${writes}`;
}

/** What is wrong with a run: failed requests, a seat too many, a ticket not accepted. */
export function attendanceProblems(report: AttendanceReport): string[] {
  const problems: string[] = [];
  for (const p of report.pages)
    if (p.result.non2xx > 0 || p.result.errors > 0)
      problems.push(
        `attendance ${p.scenario} (${p.attendees}): ${p.result.non2xx} non-2xx, ${p.result.errors} errors`,
      );
  if (report.rsvp.failures > 0) problems.push(`attendance: ${report.rsvp.failures} RSVPs failed`);
  if (report.rsvp.going !== Math.min(report.rsvp.capacity, report.rsvp.requests))
    problems.push(`attendance: ${report.rsvp.going} going for ${report.rsvp.capacity} seats`);
  if (report.checkIn.accepted !== report.rsvp.going)
    problems.push(`attendance: ${report.checkIn.accepted} of ${report.rsvp.going} tickets accepted`);
  if (report.serverExitCode !== 0) problems.push(`attendance: server exit code ${report.serverExitCode}`);
  return problems;
}
