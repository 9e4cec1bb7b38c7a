import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { type LoadTestResult, loadTest } from '../load-test.ts';
import { sessionCookie } from '../notifications/seed-people.ts';
import { type RunningServer, startServer } from '../server-process.ts';
import { type DiscussionSeed, seedDiscussion } from './discussion-seed.ts';

export interface DiscussionSettings extends DiscussionSeed {
  /** Seconds each load test runs (BENCH_DURATION). */
  durationSeconds: number;
  connections: number;
}

export interface DiscussionReport {
  seed: DiscussionSeed;
  counts: Record<string, number>;
  seedMs: number;
  reads: { scenario: string; signedIn: boolean; connections: number; result: LoadTestResult }[];
  serverExitCode: number | null;
}

const log = (message: string) => process.stdout.write(`${message}\n`);

/** Fails fast, before loading, when a page does not answer as the app expects. */
async function expectPage(
  server: RunningServer,
  path: string,
  headers: Record<string, string>,
): Promise<void> {
  const res = await fetch(`${server.baseUrl}${path}`, { headers });
  if (res.status !== 200)
    throw new Error(`${path}: ${res.status} ${await res.text()}\n--- server output ---\n${server.output()}`);
  const body = (await res.json()) as { items: unknown[] };
  if (body.items.length === 0) throw new Error(`${path}: no comments`);
}

/**
 * The discussion of an event with `comments` comments (lib/discussion/discussion-seed.ts), read on
 * one server process as a visitor and signed in: the first page newest and oldest first, the page a
 * deep `#comment-` anchor loads (a reply nine tenths of the way down), and the rest of the busiest
 * thread; each on one connection (a request's own time) and on many at once.
 */
export async function benchDiscussion(
  handle: DatabaseHandle,
  serverEnv: Record<string, string>,
  settings: DiscussionSettings,
): Promise<DiscussionReport> {
  const seed: DiscussionSeed = {
    comments: settings.comments,
    people: settings.people,
    events: settings.events,
  };
  const started = performance.now();
  const seeded = await seedDiscussion(handle, seed);
  const seedMs = Math.round(performance.now() - started);
  log(`[discussion] seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(seeded.counts)}`);
  const secret = randomBytes(32).toString('base64url');
  const cookie = await sessionCookie(handle, seeded.readerId, secret);
  const server = await startServer({ ...serverEnv, AUTH_SECRET: secret, WEB_CONCURRENCY: '1' });
  const base = `/api/v1/events/${seeded.eventId}/comments`;
  const pages: [string, string][] = [
    ['first page, newest', base],
    ['first page, oldest', `${base}?order=oldest`],
    ['deep anchor (around a reply)', `${base}?around=${seeded.deepReplyId}`],
    ['rest of the busiest thread', `/api/v1/comments/${seeded.busiestThreadId}/replies`],
  ];
  const reads: DiscussionReport['reads'] = [];
  try {
    for (const [, path] of pages) await expectPage(server, path, { cookie });
    for (const signedIn of [false, true])
      for (const connections of [1, settings.connections])
        for (const [scenario, path] of pages) {
          const result = await loadTest({
            baseUrl: server.baseUrl,
            paths: [path],
            durationSeconds: settings.durationSeconds,
            connections,
            headers: signedIn ? { cookie } : {},
          });
          reads.push({ scenario, signedIn, connections, result });
        }
  } catch (err) {
    await server.stop();
    throw err;
  }
  const serverExitCode = await server.stop();
  return { seed, counts: seeded.counts, seedMs, reads, serverExitCode };
}
