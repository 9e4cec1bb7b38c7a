import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { type LoadTestResult, loadTest } from '../load-test.ts';
import { personId, seedPeople, sessionCookie } from '../notifications/seed-people.ts';
import { percentile } from '../percentile.ts';
import { startServer } from '../server-process.ts';

export interface AttendanceSettings {
  /** Attendees of the crowded event (BENCH_ATTENDEES, default 10,000). */
  attendees: number;
  /** People who RSVP at once to one event, then are checked in (BENCH_RSVPS, default 2,000). */
  rsvps: number;
  /** Requests in flight for the RSVP and check-in runs (BENCH_ATTENDANCE_CONCURRENCY, default 20). */
  concurrency: number;
  /** Seconds each page load test runs (BENCH_DURATION). */
  durationSeconds: number;
  connections: number;
}

export interface WriteRun {
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failures: number;
}

export interface AttendanceReport {
  attendees: number;
  pages: { scenario: string; attendees: number; result: LoadTestResult }[];
  rsvp: WriteRun & { going: number; waitlisted: number; capacity: number };
  checkIn: WriteRun & { accepted: number };
  serverExitCode: number | null;
}

/** A public event of `organizer` a week ahead; answers its id. */
async function createEvent(handle: DatabaseHandle, organizer: string, name: string, capacity: number | null) {
  const result = (await handle.db.execute(sql`
    INSERT INTO events (slug, name, category, visibility, organizer_id, start_datetime, end_datetime,
                        published_at, capacity, event_type, access_link)
    VALUES (${`bench-${randomBytes(4).toString('hex')}`}, ${name}, 'arts_culture', 'public', ${organizer},
            now() + interval '7 days', now() + interval '7 days 3 hours', now() - interval '1 day',
            ${capacity}, 'online', 'https://meet.example.test/bench')
    RETURNING id`)) as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error('event not created');
  return id;
}

/** Runs `count` requests, `concurrency` at a time; each answers whether it succeeded. */
async function drive(count: number, concurrency: number, request: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      const ok = await request(i).catch(() => false);
      latencies.push(performance.now() - t);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  return {
    requests: count,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(count / seconds),
    p50Ms: ms(50),
    p95Ms: ms(95),
    p99Ms: ms(99),
    failures,
  } satisfies WriteRun;
}

/**
 * On one server process: the event page and its attendance as a visitor reads them, for an event
 * with no attendees and one with `attendees`; then `rsvps` people saying "Vou" at once to one event
 * with seats for half of them (the rest join the waitlist), and the organiser checking every ticket
 * in, `concurrency` requests at a time.
 */
export async function benchAttendance(
  handle: DatabaseHandle,
  serverEnv: Record<string, string>,
  settings: AttendanceSettings,
): Promise<AttendanceReport> {
  const { attendees, rsvps, concurrency } = settings;
  await seedPeople(handle, attendees + rsvps + 1);
  const organizer = await personId(handle, attendees + rsvps + 1);
  const empty = await createEvent(handle, organizer, 'Sarau sem ninguém', null);
  const crowded = await createEvent(handle, organizer, 'Festival lotado', null);
  await handle.db.execute(sql`
    INSERT INTO event_attendances (event_id, user_id, status, ticket_code, checked_in_at, created_at)
    SELECT ${crowded}::uuid, md5('bench-person-' || n)::uuid,
      CASE WHEN n % 4 = 0 THEN 'checked_in' ELSE 'going' END,
      app.new_ticket_code(${crowded}::uuid),
      CASE WHEN n % 4 = 0 THEN now() END, now() - n * interval '1 second'
    FROM generate_series(1, ${attendees}) AS n`);
  await handle.db.execute(sql`
    INSERT INTO event_interests (event_id, user_id)
    SELECT ${crowded}::uuid, md5('bench-person-' || n)::uuid FROM generate_series(1, ${attendees}) AS n`);
  await handle.db.execute(sql`ANALYZE event_attendances`);
  await handle.db.execute(sql`ANALYZE event_interests`);
  const capacity = Math.ceil(rsvps / 2);
  const door = await createEvent(handle, organizer, 'Show na porta', capacity);

  const secret = randomBytes(32).toString('base64url');
  const server = await startServer({ ...serverEnv, AUTH_SECRET: secret, WEB_CONCURRENCY: '1' });
  let report: Omit<AttendanceReport, 'serverExitCode'>;
  try {
    const base = server.baseUrl;
    const pages: AttendanceReport['pages'] = [];
    for (const [id, count] of [
      [empty, 0],
      [crowded, attendees],
    ] as const) {
      for (const [scenario, path] of [
        ['event page', `/api/v1/events/${id}`],
        ['attendance', `/api/v1/events/${id}/attendance`],
      ] as const) {
        const result = await loadTest({
          baseUrl: base,
          paths: [path],
          durationSeconds: settings.durationSeconds,
          connections: settings.connections,
        });
        pages.push({ scenario, attendees: count, result });
      }
    }

    const cookies: string[] = [];
    for (let n = attendees + 1; n <= attendees + rsvps; n++)
      cookies.push(await sessionCookie(handle, await personId(handle, n), secret));
    const rsvp = await drive(rsvps, concurrency, async (i) => {
      const res = await fetch(`${base}/api/v1/events/${door}/attendance`, {
        method: 'PUT',
        // As the app sends every answer that could be queued offline: with an Idempotency-Key.
        headers: { cookie: cookies[i] ?? '', origin: base, 'idempotency-key': randomUUID() },
      });
      await res.arrayBuffer();
      return res.ok;
    });
    const states = (await handle.db.execute(sql`
      SELECT status, count(*)::int AS n FROM event_attendances WHERE event_id = ${door} GROUP BY status`)) as {
      rows: { status: string; n: number }[];
    };
    const countOf = (status: string) => states.rows.find((r) => r.status === status)?.n ?? 0;

    const codes = (
      (await handle.db.execute(sql`
        SELECT ticket_code FROM event_attendances WHERE event_id = ${door} AND status = 'going'`)) as {
        rows: { ticket_code: string }[];
      }
    ).rows.map((r) => r.ticket_code);
    const organizerCookie = await sessionCookie(handle, organizer, secret);
    let accepted = 0;
    const checkIn = await drive(codes.length, concurrency, async (i) => {
      const res = await fetch(`${base}/api/v1/events/${door}/check-ins`, {
        method: 'POST',
        headers: {
          cookie: organizerCookie,
          origin: base,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ code: codes[i] }),
      });
      const body = (await res.json()) as { result?: string };
      if (body.result === 'accepted') accepted++;
      return res.ok && body.result === 'accepted';
    });
    report = {
      attendees,
      pages,
      rsvp: { ...rsvp, going: countOf('going'), waitlisted: countOf('waitlisted'), capacity },
      checkIn: { ...checkIn, accepted },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { ...report, serverExitCode: await server.stop() };
}
