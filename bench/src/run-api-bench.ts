/**
 * API benchmark beside its ceilings. For each backend (PGlite always; Postgres when one answers on
 * 127.0.0.1:5432 or BENCH_DATABASE_URL names one) and each event count, seeds the events (a larger
 * count adds to the rows already there), starts the real server and loads with autocannon the list's
 * first page, the city filter, a search, event pages and their calendar files (lib/scenarios.ts).
 * Beside them: a bare Hono answer loaded the same way just before (the HTTP ceiling) and, on
 * Postgres, the statements one request sent (recorded off the wire through a proxy, before the
 * measured server starts) run by pgbench in prepared and simple mode (the database ceiling).
 *
 * Prints one table per backend and count (and all of them again at the end); writes
 * bench/results/<commit>-<backend>-<events>.json and, for the largest count, api-<backend>.json.
 * BENCH_EVENTS: counts, comma-separated (default 10000,100000); BENCH_1M=1 adds 1,000,000.
 * On Postgres it then measures notifications (lib/notifications): a broadcast to BENCH_BROADCAST
 * people (100,000) and BENCH_STREAMS realtime streams (1,000) on one process, commit → stream latency;
 * BENCH_NOTIFICATIONS=0 leaves them out.
 * On Postgres it also measures attendance (lib/attendance): the event page and its attendance with
 * BENCH_ATTENDEES attendees (10,000) against none, BENCH_RSVPS people (2,000) saying "Vou" at once to
 * one event with seats for half, and every ticket checked in; BENCH_ATTENDANCE=0 leaves it out, and
 * BENCH_ONLY=attendance runs nothing else.
 * On Postgres it also measures groups (lib/groups): the group list of BENCH_GROUPS groups (2,000) and
 * a group page with BENCH_GROUP_MEMBERS members (10,000) and BENCH_GROUP_EVENTS events (1,000):
 * its page, members, followers and events, with the plans of those reads at that size;
 * BENCH_GROUPS_RUN=0 leaves it out, and BENCH_ONLY=groups runs nothing else.
 * On Postgres it also measures the timeline (lib/timeline): a person with BENCH_TIMELINE_FRIENDS
 * friends (500) over BENCH_TIMELINE_EVENTS events (100,000; 1,000,000 for the acceptance figure) and
 * BENCH_TIMELINE_ATTENDANCES attendance rows (five per event), signed in: the first page and a later
 * one; BENCH_TIMELINE_RUN=0 leaves it out, and BENCH_ONLY=timeline runs nothing else.
 * On Postgres it also measures an event's discussion (lib/discussion): BENCH_COMMENTS comments
 * (10,000) by BENCH_COMMENTERS people (500), read as a visitor and signed in: the first page both
 * ways, the page a deep #comment- anchor loads and the rest of a long thread; BENCH_DISCUSSION_RUN=0
 * leaves it out, and BENCH_ONLY=discussion runs nothing else.
 * BENCH_BACKENDS=pglite or =postgres runs only that one; BENCH_SCENARIOS=all adds a deep page, every
 * filter and more searches; BENCH_DURATION (s), BENCH_CONNECTIONS and BENCH_DEEP_PAGES tune the run;
 * PGBENCH names the pgbench to run. Exits 1 on any non-2xx answer, connection error, or a server
 * that does not stop cleanly.
 */
import { cpus } from 'node:os';
import { type AttendanceReport, benchAttendance } from './lib/attendance/attendance-bench.ts';
import { attendanceProblems, formatAttendanceReport } from './lib/attendance/attendance-report.ts';
import { type BenchBackend, findPostgres, pgliteBackend, postgresBackend } from './lib/backends.ts';
import { type BackendReport, type BenchSettings, benchEvents } from './lib/bench-backend.ts';
import { benchDiscussion, type DiscussionReport } from './lib/discussion/discussion-bench.ts';
import { discussionProblems, formatDiscussionReport } from './lib/discussion/discussion-report.ts';
import { eventCounts, positiveSetting } from './lib/event-counts.ts';
import { type FreshPostgresRun, runOnFreshPostgres } from './lib/fresh-postgres-run.ts';
import { gitRevision } from './lib/git-revision.ts';
import { benchGroups, type GroupsReport } from './lib/groups/groups-bench.ts';
import { formatGroupsReport, groupsProblems } from './lib/groups/groups-report.ts';
import { benchNotifications } from './lib/notifications/bench-notifications.ts';
import { PGBENCH, pgbenchVersion } from './lib/pgbench/run-pgbench.ts';
import { formatReport } from './lib/report-table.ts';
import { benchTimeline, type TimelineReport } from './lib/timeline/timeline-bench.ts';
import { formatTimelineReport, timelineProblems } from './lib/timeline/timeline-report.ts';
import { writeResult } from './lib/write-result.ts';

const setting = (name: string, fallback: number) =>
  positiveSetting(name, process.env[name] ?? String(fallback));

function failures(report: BackendReport): string[] {
  const where = `${report.backend} ${report.events}`;
  const problems = [...report.scenarios, ...report.variants]
    .filter((s) => s.non2xx > 0 || s.errors > 0)
    .map((s) => `${where}: ${s.scenario}: ${s.non2xx} non-2xx, ${s.errors} errors`);
  if (report.serverExitCode !== 0) problems.push(`${where}: server exit code ${report.serverExitCode}`);
  if (report.recordingServerExitCode !== undefined && report.recordingServerExitCode !== 0)
    problems.push(`${where}: recording server exit code ${report.recordingServerExitCode}`);
  const bare = report.bareHono;
  if (bare.non2xx > 0 || bare.errors > 0 || bare.serverExitCode !== 0)
    problems.push(
      `${where}: bare Hono: ${bare.non2xx} non-2xx, ${bare.errors} errors, exit code ${bare.serverExitCode}`,
    );
  return problems;
}

/** Names BENCH_ONLY takes: each runs alone. */
const FRESH_POSTGRES_RUNS = ['attendance', 'groups', 'timeline', 'discussion'];

const log = (message: string) => process.stdout.write(`${message}\n`);

/** Benches one backend at every count; returns each count's table and the run's problems. */
async function runBackend(
  make: () => Promise<BenchBackend>,
  counts: number[],
  settings: BenchSettings,
  revision: string,
): Promise<{ tables: string[]; problems: string[] }> {
  const backend = await make();
  const tables: string[] = [];
  const problems: string[] = [];
  try {
    for (const events of counts) {
      const report = await benchEvents(backend, events, settings);
      const largest = events === counts[counts.length - 1];
      const file = await writeResult(
        `${revision}-${backend.name}-${events}`,
        {
          ...report,
          commit: revision,
          node: process.version,
          cpus: cpus().length,
          date: new Date().toISOString(),
        },
        largest ? [`api-${backend.name}`] : [],
      );
      const table = formatReport(report);
      log(`\n${table}\nwrote ${file}`);
      tables.push(table);
      problems.push(...failures(report));
    }
  } finally {
    await backend.dispose();
  }
  return { tables, problems };
}

/** The measurements that each need a Postgres database of their own, in the order they run. */
function freshPostgresRuns(settings: BenchSettings): FreshPostgresRun<never>[] {
  const load = { durationSeconds: settings.durationSeconds, connections: settings.connections };
  const attendees = setting('BENCH_ATTENDEES', 10_000);
  const rsvps = setting('BENCH_RSVPS', 2_000);
  const members = setting('BENCH_GROUP_MEMBERS', 10_000);
  const groupEvents = setting('BENCH_GROUP_EVENTS', 1_000);
  const timelineEvents = setting('BENCH_TIMELINE_EVENTS', 100_000);
  const attendances = setting('BENCH_TIMELINE_ATTENDANCES', timelineEvents * 5);
  const friends = setting('BENCH_TIMELINE_FRIENDS', 500);
  const comments = setting('BENCH_COMMENTS', 10_000);
  const runs = [
    {
      name: 'attendance',
      describe: `${attendees.toLocaleString('en')} attendees, ${rsvps} RSVPs`,
      resultName: 'attendance',
      measure: (handle, _url, env) =>
        benchAttendance(handle, env, {
          attendees,
          rsvps,
          concurrency: setting('BENCH_ATTENDANCE_CONCURRENCY', 20),
          ...load,
        }),
      format: formatAttendanceReport,
      problems: attendanceProblems,
    } satisfies FreshPostgresRun<AttendanceReport>,
    {
      name: 'groups',
      describe: `a group of ${members.toLocaleString('en')} members and ${groupEvents} events`,
      resultName: 'groups',
      measure: (handle, url, env) =>
        benchGroups(handle, url, env, {
          groups: setting('BENCH_GROUPS', 2_000),
          members,
          events: groupEvents,
          followers: setting('BENCH_GROUP_FOLLOWERS', 2_000),
          otherEvents: setting('BENCH_OTHER_EVENTS', 20_000),
          ...load,
        }),
      format: formatGroupsReport,
      problems: groupsProblems,
    } satisfies FreshPostgresRun<GroupsReport>,
    {
      name: 'timeline',
      describe: `${friends} friends over ${timelineEvents.toLocaleString('en')} events and ${attendances.toLocaleString('en')} attendances`,
      resultName: `timeline-${timelineEvents}`,
      measure: (handle, url, env) =>
        benchTimeline(handle, url, env, {
          events: timelineEvents,
          attendances,
          friends,
          groups: setting('BENCH_TIMELINE_GROUPS', 200),
          ...load,
        }),
      format: formatTimelineReport,
      problems: timelineProblems,
    } satisfies FreshPostgresRun<TimelineReport>,
    {
      name: 'discussion',
      describe: `an event with ${comments.toLocaleString('en')} comments`,
      resultName: `discussion-${comments}`,
      measure: (handle, _url, env) =>
        benchDiscussion(handle, env, {
          comments,
          people: setting('BENCH_COMMENTERS', 500),
          events: setting('BENCH_DISCUSSION_EVENTS', 1_000),
          ...load,
        }),
      format: formatDiscussionReport,
      problems: discussionProblems,
    } satisfies FreshPostgresRun<DiscussionReport>,
  ];
  return runs as unknown as FreshPostgresRun<never>[];
}

/** BENCH_<NAME>_RUN=0 (or BENCH_ATTENDANCE=0, as before) leaves a fresh-database measurement out. */
function wantedRun(name: string): boolean {
  const off = process.env[`BENCH_${name.toUpperCase()}_RUN`] === '0';
  return !off && !(name === 'attendance' && process.env.BENCH_ATTENDANCE === '0');
}

async function main(): Promise<void> {
  const counts = eventCounts(process.env);
  const pgbench = await pgbenchVersion();
  const settings: BenchSettings = {
    durationSeconds: setting('BENCH_DURATION', 10),
    connections: setting('BENCH_CONNECTIONS', 10),
    deepPages: setting('BENCH_DEEP_PAGES', 50),
    scenarioSet: process.env.BENCH_SCENARIOS === 'all' ? 'all' : 'core',
    pgbench: pgbench !== null,
  };
  const wanted = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
  const makers: (() => Promise<BenchBackend>)[] = [];
  if (wanted.includes('pglite')) makers.push(pgliteBackend);
  if (wanted.includes('postgres')) {
    const postgresUrl = await findPostgres();
    if (postgresUrl) makers.push(() => postgresBackend(postgresUrl));
    else log('No Postgres on 127.0.0.1:5432 and no BENCH_DATABASE_URL: skipping Postgres.');
  }
  if (makers.length === 0) throw new Error(`BENCH_BACKENDS=${process.env.BENCH_BACKENDS}: nothing to run`);
  if (!pgbench)
    log(
      `pgbench not found (${PGBENCH}; Debian: apt-get install postgresql-client): no database ceiling column.`,
    );
  else log(`database ceiling: ${pgbench}`);

  const revision = await gitRevision();
  const tables: string[] = [];
  const problems: string[] = [];
  const only = process.env.BENCH_ONLY;
  const alone = only !== undefined && FRESH_POSTGRES_RUNS.includes(only);
  for (const make of alone ? [] : makers) {
    const run = await runBackend(make, counts, settings, revision);
    tables.push(...run.tables);
    problems.push(...run.problems);
  }
  // Notifications need a database two processes share: Postgres only.
  const postgresUrl = wanted.includes('postgres') ? await findPostgres() : null;
  if (postgresUrl && process.env.BENCH_NOTIFICATIONS !== '0' && !alone) {
    const backend = await postgresBackend(postgresUrl);
    try {
      const run = await benchNotifications(
        backend,
        {
          people: setting('BENCH_BROADCAST', 100_000),
          streams: setting('BENCH_STREAMS', 1_000),
          notifications: setting('BENCH_STREAM_NOTIFICATIONS', 200),
        },
        revision,
      );
      tables.push(run.table);
      problems.push(...run.problems);
    } finally {
      await backend.dispose();
    }
  }
  for (const run of postgresUrl ? freshPostgresRuns(settings) : []) {
    if (alone ? only !== run.name : !wantedRun(run.name)) continue;
    const result = await runOnFreshPostgres(postgresUrl as string, revision, run);
    tables.push(result.table);
    problems.push(...result.problems);
  }
  log(`\n=== ${revision}: every table of this run ===\n\n${tables.join('\n\n')}`);
  if (problems.length > 0) {
    process.stderr.write(`\nFAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
