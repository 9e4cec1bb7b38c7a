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
 * BENCH_BACKENDS=pglite or =postgres runs only that one; BENCH_SCENARIOS=all adds a deep page, every
 * filter and more searches; BENCH_DURATION (s), BENCH_CONNECTIONS and BENCH_DEEP_PAGES tune the run;
 * PGBENCH names the pgbench to run. Exits 1 on any non-2xx answer, connection error, or a server
 * that does not stop cleanly.
 */
import { cpus } from 'node:os';
import { benchAttendance } from './lib/attendance/attendance-bench.ts';
import { attendanceProblems, formatAttendanceReport } from './lib/attendance/attendance-report.ts';
import { type BenchBackend, findPostgres, pgliteBackend, postgresBackend } from './lib/backends.ts';
import { type BackendReport, type BenchSettings, benchEvents } from './lib/bench-backend.ts';
import { eventCounts, positiveSetting } from './lib/event-counts.ts';
import { gitRevision } from './lib/git-revision.ts';
import { benchGroups } from './lib/groups/groups-bench.ts';
import { formatGroupsReport, groupsProblems } from './lib/groups/groups-report.ts';
import { benchNotifications } from './lib/notifications/bench-notifications.ts';
import { PGBENCH, pgbenchVersion } from './lib/pgbench/run-pgbench.ts';
import { formatReport } from './lib/report-table.ts';
import { benchTimeline } from './lib/timeline/timeline-bench.ts';
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

/** The attendance measurements on a fresh Postgres database (lib/attendance). */
async function runAttendance(
  postgresUrl: string,
  settings: BenchSettings,
  revision: string,
): Promise<{ table: string; problems: string[] }> {
  const backend = await postgresBackend(postgresUrl);
  const handle = await backend.open();
  try {
    const attendees = setting('BENCH_ATTENDEES', 10_000);
    const rsvps = setting('BENCH_RSVPS', 2_000);
    log(`\n[${backend.name}] attendance: ${attendees.toLocaleString('en')} attendees, ${rsvps} RSVPs…`);
    const report = await benchAttendance(
      handle,
      { ...backend.serverEnv, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      {
        attendees,
        rsvps,
        concurrency: setting('BENCH_ATTENDANCE_CONCURRENCY', 20),
        durationSeconds: settings.durationSeconds,
        connections: settings.connections,
      },
    );
    const table = `${backend.name}: attendance\n${formatAttendanceReport(report)}`;
    const file = await writeResult(`${revision}-${backend.name}-attendance`, {
      ...report,
      commit: revision,
      node: process.version,
      cpus: cpus().length,
      date: new Date().toISOString(),
    });
    log(`\n${table}\nwrote ${file}`);
    return { table, problems: attendanceProblems(report) };
  } finally {
    await handle.close();
    await backend.dispose();
  }
}

/** The group measurements on a fresh Postgres database (lib/groups). */
async function runGroups(
  postgresUrl: string,
  settings: BenchSettings,
  revision: string,
): Promise<{ table: string; problems: string[] }> {
  const backend = await postgresBackend(postgresUrl);
  const handle = await backend.open();
  try {
    const members = setting('BENCH_GROUP_MEMBERS', 10_000);
    const events = setting('BENCH_GROUP_EVENTS', 1_000);
    log(
      `\n[${backend.name}] groups: a group of ${members.toLocaleString('en')} members and ${events} events…`,
    );
    const report = await benchGroups(
      handle,
      backend.serverEnv.DATABASE_URL ?? postgresUrl,
      { ...backend.serverEnv, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      {
        groups: setting('BENCH_GROUPS', 2_000),
        members,
        events,
        followers: setting('BENCH_GROUP_FOLLOWERS', 2_000),
        otherEvents: setting('BENCH_OTHER_EVENTS', 20_000),
        durationSeconds: settings.durationSeconds,
        connections: settings.connections,
      },
    );
    const table = `${backend.name}: groups\n${formatGroupsReport(report)}`;
    const file = await writeResult(`${revision}-${backend.name}-groups`, {
      ...report,
      commit: revision,
      node: process.version,
      cpus: cpus().length,
      date: new Date().toISOString(),
    });
    log(`\n${table}\nwrote ${file}`);
    return { table, problems: groupsProblems(report) };
  } finally {
    await handle.close();
    await backend.dispose();
  }
}

/** The timeline measurements on a fresh Postgres database (lib/timeline). */
async function runTimeline(
  postgresUrl: string,
  settings: BenchSettings,
  revision: string,
): Promise<{ table: string; problems: string[] }> {
  const backend = await postgresBackend(postgresUrl);
  const handle = await backend.open();
  try {
    const events = setting('BENCH_TIMELINE_EVENTS', 100_000);
    const attendances = setting('BENCH_TIMELINE_ATTENDANCES', events * 5);
    const friends = setting('BENCH_TIMELINE_FRIENDS', 500);
    log(
      `\n[${backend.name}] timeline: ${friends} friends over ${events.toLocaleString('en')} events and ${attendances.toLocaleString('en')} attendances…`,
    );
    const report = await benchTimeline(
      handle,
      backend.serverEnv.DATABASE_URL ?? postgresUrl,
      { ...backend.serverEnv, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      {
        events,
        attendances,
        friends,
        groups: setting('BENCH_TIMELINE_GROUPS', 200),
        durationSeconds: settings.durationSeconds,
        connections: settings.connections,
      },
    );
    const table = `${backend.name}: timeline\n${formatTimelineReport(report)}`;
    const file = await writeResult(`${revision}-${backend.name}-timeline-${events}`, {
      ...report,
      commit: revision,
      node: process.version,
      cpus: cpus().length,
      date: new Date().toISOString(),
    });
    log(`\n${table}\nwrote ${file}`);
    return { table, problems: timelineProblems(report) };
  } finally {
    await handle.close();
    await backend.dispose();
  }
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
  const alone = only === 'attendance' || only === 'groups' || only === 'timeline';
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
  if (postgresUrl && process.env.BENCH_ATTENDANCE !== '0' && only !== 'groups' && only !== 'timeline') {
    const run = await runAttendance(postgresUrl, settings, revision);
    tables.push(run.table);
    problems.push(...run.problems);
  }
  if (postgresUrl && process.env.BENCH_GROUPS_RUN !== '0' && only !== 'attendance' && only !== 'timeline') {
    const run = await runGroups(postgresUrl, settings, revision);
    tables.push(run.table);
    problems.push(...run.problems);
  }
  if (postgresUrl && process.env.BENCH_TIMELINE_RUN !== '0' && only !== 'attendance' && only !== 'groups') {
    const run = await runTimeline(postgresUrl, settings, revision);
    tables.push(run.table);
    problems.push(...run.problems);
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
