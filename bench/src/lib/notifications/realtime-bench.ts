import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { percentile } from '../percentile.ts';
import { startServer } from '../server-process.ts';
import { personId, seedPeople, sessionCookie } from './seed-people.ts';
import { openSse, type SseClient } from './sse-client.ts';

export interface RealtimeReport {
  streams: number;
  people: number;
  notifications: number;
  /** Deliveries expected (each notification reaches every stream of its person) and received. */
  expected: number;
  received: number;
  /** Commit of the notification → its event read by a stream. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  serverExitCode: number | null;
}

const STREAMS_PER_PERSON = 10;

/**
 * `streams` realtime streams held open against one server process (10 per person), then
 * notifications committed one at a time straight into the database: how long from each commit until
 * every stream of its person has heard of it.
 */
export async function benchRealtime(
  handle: DatabaseHandle,
  serverEnv: Record<string, string>,
  streams: number,
  notifications: number,
): Promise<RealtimeReport> {
  const people = Math.ceil(streams / STREAMS_PER_PERSON);
  await seedPeople(handle, people);
  const secret = randomBytes(32).toString('base64url');
  const server = await startServer({ ...serverEnv, AUTH_SECRET: secret, WEB_CONCURRENCY: '1' });
  const clients: SseClient[] = [];
  const committed = new Map<string, number>();
  const latencies: number[] = [];
  const early: { id: string; at: number }[] = [];
  let report: Omit<RealtimeReport, 'serverExitCode'>;
  try {
    const ids: string[] = [];
    const cookies: string[] = [];
    for (let n = 1; n <= people; n++) {
      const id = await personId(handle, n);
      ids.push(id);
      cookies.push(await sessionCookie(handle, id, secret));
    }
    const heard = (event: string, data: string) => {
      if (event !== 'notification') return;
      const at = performance.now();
      const { id } = JSON.parse(data) as { id: string };
      const start = committed.get(id);
      if (start === undefined) early.push({ id, at });
      else latencies.push(Math.max(0, at - start));
    };
    for (let i = 0; i < streams; i++) {
      const cookie = cookies[i % people] ?? '';
      clients.push(openSse(`${server.baseUrl}/api/v1/realtime`, { cookie }, heard));
    }
    await Promise.all(clients.map((c) => c.ready));

    for (let i = 0; i < notifications; i++) {
      const userId = ids[i % people];
      const items = JSON.stringify([
        {
          user_id: userId,
          type: 'on_demand',
          kind: 'announcements',
          title: `Aviso ${i}`,
          body: 'Teste',
          metadata: {},
        },
      ]);
      const result = (await handle.db.execute(
        sql`SELECT app.create_notifications(${items}::jsonb) AS id`,
      )) as { rows: { id: string }[] };
      const at = performance.now();
      const id = result.rows[0]?.id;
      if (id) committed.set(id, at);
      // Heard before the commit's answer came back: as good as no delay.
      for (const e of early.splice(0)) {
        const start = committed.get(e.id);
        if (start !== undefined) latencies.push(Math.max(0, e.at - start));
      }
      await sleep(20);
    }
    const expected = notifications * STREAMS_PER_PERSON;
    const until = Date.now() + 10_000;
    while (latencies.length < expected && Date.now() < until) await sleep(50);
    latencies.sort((a, b) => a - b);
    report = {
      streams,
      people,
      notifications,
      expected,
      received: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? 0),
    };
  } finally {
    for (const c of clients) c.close();
  }
  return { ...report, serverExitCode: await server.stop() };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
