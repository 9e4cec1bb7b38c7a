import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { type LoadTestResult, loadTest } from '../load-test.ts';
import { sessionCookie } from '../notifications/seed-people.ts';
import { startServer } from '../server-process.ts';
import { seedTimeline, type TimelineSeed } from './timeline-seed.ts';

export interface TimelineSettings extends TimelineSeed {
  /** Seconds each load test runs (BENCH_DURATION). */
  durationSeconds: number;
  connections: number;
}

export interface TimelineReport {
  seed: TimelineSeed;
  counts: Record<string, number>;
  seedMs: number;
  reads: { scenario: string; connections: number; result: LoadTestResult }[];
  /** One run of app.timeline_page as the reader, in the database alone (EXPLAIN ANALYZE). */
  plans: { scenario: string; ms: number }[];
  serverExitCode: number | null;
}

/** Pages of the timeline walked before the "later page" is measured. */
const LATER_PAGE = 5;

const log = (message: string) => process.stdout.write(`${message}\n`);

/** The cursor of page `n` (first page: undefined), following nextCursor as the app does. */
async function cursorOfPage(baseUrl: string, cookie: string, n: number): Promise<string> {
  let cursor: string | null = null;
  for (let page = 1; page < n; page++) {
    const res = await fetch(`${baseUrl}/api/v1/me/timeline${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { cookie },
    });
    if (res.status !== 200) throw new Error(`timeline page ${page}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { items: unknown[]; nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`the timeline ended after ${page} pages`);
    cursor = body.nextCursor;
  }
  if (!cursor) throw new Error('no cursor');
  return cursor;
}

/** EXPLAIN ANALYZE of one call of the function as the reader: the database's own time. */
async function explainTimeline(
  databaseUrl: string,
  readerId: string,
  cursor: string | null,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const key = cursor
      ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[])
      : [null, null, null, null];
    await client.query('BEGIN');
    await client.query(
      `SELECT set_config('role', 'eventos_app', true), set_config('app.user_id', $1, true)`,
      [readerId],
    );
    // Twice: the first call plans the function's statements, as a pooled connection's first request does.
    let ms = 0;
    for (let i = 0; i < 2; i++) {
      const result = await client.query(
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT * FROM app.timeline_page($1::timestamptz, $2::integer, $3::uuid, $4::uuid, 41)`,
        key,
      );
      const [plan] = result.rows[0]['QUERY PLAN'] as [{ 'Execution Time': number }];
      ms = Math.round(plan['Execution Time'] * 100) / 100;
    }
    await client.query('ROLLBACK');
    return ms;
  } finally {
    await client.end();
  }
}

/**
 * The timeline of a person with `friends` friends over `events` events and `attendances` seats
 * (lib/timeline/timeline-seed.ts), read signed in on one server process: the first page, and a
 * later page (page 5, through the cursors the server gave); then one call of the function in the
 * database alone for each.
 */
export async function benchTimeline(
  handle: DatabaseHandle,
  databaseUrl: string,
  serverEnv: Record<string, string>,
  settings: TimelineSettings,
): Promise<TimelineReport> {
  const seed: TimelineSeed = {
    events: settings.events,
    attendances: settings.attendances,
    friends: settings.friends,
    groups: settings.groups,
  };
  const started = performance.now();
  const seeded = await seedTimeline(handle, seed);
  const seedMs = Math.round(performance.now() - started);
  log(`[timeline] seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(seeded.counts)}`);
  const secret = randomBytes(32).toString('base64url');
  const cookie = await sessionCookie(handle, seeded.readerId, secret);
  const server = await startServer({ ...serverEnv, AUTH_SECRET: secret, WEB_CONCURRENCY: '1' });
  const reads: TimelineReport['reads'] = [];
  let later: string;
  try {
    later = await cursorOfPage(server.baseUrl, cookie, LATER_PAGE);
    // One connection: a request's own time, the figure the target is about; then many at once.
    const scenarios: [string, string, number][] = [
      ['first page', '/api/v1/me/timeline', 1],
      [`page ${LATER_PAGE}`, `/api/v1/me/timeline?cursor=${later}`, 1],
      ['first page, 50 cards', '/api/v1/me/timeline?limit=50', 1],
      ['first page', '/api/v1/me/timeline', settings.connections],
      [`page ${LATER_PAGE}`, `/api/v1/me/timeline?cursor=${later}`, settings.connections],
    ];
    for (const [scenario, path, connections] of scenarios) {
      const result = await loadTest({
        baseUrl: server.baseUrl,
        paths: [path],
        durationSeconds: settings.durationSeconds,
        connections,
        headers: { cookie },
      });
      reads.push({ scenario, connections, result });
    }
  } catch (err) {
    await server.stop();
    throw err;
  }
  const serverExitCode = await server.stop();
  const plans = [
    { scenario: 'first page', ms: await explainTimeline(databaseUrl, seeded.readerId, null) },
    { scenario: `page ${LATER_PAGE}`, ms: await explainTimeline(databaseUrl, seeded.readerId, later) },
  ];
  return { seed, counts: seeded.counts, seedMs, reads, plans, serverExitCode };
}
