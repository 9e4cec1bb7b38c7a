import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminQuery, databaseUrl } from '../../apps/server/src/test/postgres-admin.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { groupPids, killGroup, npmStart } from '../support/npm-start.ts';
import { alive } from '../support/process-alive.ts';
import { type RunningServer, startServer, stopServer } from '../support/server.ts';

const IN_FLIGHT = 20;
const ANSWERED_BEFORE_SIGNAL = 1;

interface Outcome {
  status: number;
  body: string;
}

interface InFlight {
  /** Resolves once the whole request has been handed to the socket. */
  sent: Promise<void>;
  /** Resolves with the complete response; rejects on a socket error or a cut-off body. */
  done: Promise<Outcome>;
  isDone(): boolean;
}

/** One GET on its own connection, so the server sees N concurrent requests. */
function get(url: string): InFlight {
  let finished = false;
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const done = new Promise<Outcome>((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('response aborted')));
      res.on('end', () => {
        finished = true;
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('finish', markSent);
    req.on('error', reject);
    req.end();
  });
  return { sent, done, isDone: () => finished };
}

async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

test.describe('graceful shutdown', () => {
  test.setTimeout(180_000);
  let server: RunningServer | undefined;

  test.afterEach(async () => {
    if (server) await stopServer(server).catch(() => undefined);
    server = undefined;
  });

  test('SIGTERM lets every in-flight request finish, then the process exits with 0', async () => {
    server = await startServer({ name: 'shutdown' });
    const url = `${server.baseURL}/api/v1/events?limit=50`;
    // Warm up (first query plans, module caches) so the timing below is the steady state.
    const warm = await get(url).done;
    expect(warm.status).toBe(200);

    const requests = Array.from({ length: IN_FLIGHT }, () => get(url));
    await Promise.all(requests.map((r) => r.sent));
    // Every request has reached the server's machine; once the server has answered the first of them
    // it is working through the burst (it accepts pending connections together), so the rest are in
    // flight: that is the moment a deploy's SIGTERM must not cost a single request.
    await waitUntil(() => requests.filter((r) => r.isDone()).length >= ANSWERED_BEFORE_SIGNAL);
    const finishedBeforeSignal = requests.filter((r) => r.isDone()).length;
    const signalledAt = Date.now();
    expect(server.process.kill('SIGTERM')).toBe(true);

    const outcomes = await Promise.allSettled(requests.map((r) => r.done));
    const exitCode = await server.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    await test.info().attach('shutdown.txt', {
      body: [
        `requests: ${IN_FLIGHT}, finished before SIGTERM: ${finishedBeforeSignal}`,
        `exit: ${exitCode} after ${exitedAfterMs} ms`,
        '--- server output ---',
        server.recentOutput(),
      ].join('\n'),
      contentType: 'text/plain',
    });

    expect(
      finishedBeforeSignal,
      'some requests must still be in flight when SIGTERM arrives, or this test proves nothing',
    ).toBeLessThan(IN_FLIGHT);
    const failures = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected'
        ? [`#${index}: ${String(outcome.reason)}`]
        : outcome.value.status !== 200
          ? [`#${index}: HTTP ${outcome.value.status}`]
          : [],
    );
    expect(failures, 'every in-flight request completes with 200').toEqual([]);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') expect(JSON.parse(outcome.value.body)).toHaveProperty('items');
    }
    expect(exitCode, `exit code; server output:\n${server.recentOutput()}`).toBe(0);

    // Once stopped, the port refuses new connections.
    await expect(get(url).done).rejects.toThrow(/ECONNREFUSED/);
  });
});

// ---------------------------------------------------------------------------------------------
// `npm start` as people run it: the whole process tree stops on SIGTERM to npm or on Ctrl-C, and
// every write the server acknowledged is there after the next start.

const DEMO_USERS = ['joao', 'mariana', 'rafael', 'beatriz', 'lucas', 'camila', 'thiago'].map(
  (key) => `${key}@eventos.demo`,
);
const DEMO_PASSWORD = 'eventos123';
const ACKED_BEFORE_SIGNAL = 30;
const TREE_GONE_TIMEOUT_MS = 20_000;

async function waitUntilGone(pids: number[]): Promise<number[]> {
  const deadline = Date.now() + TREE_GONE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const left = pids.filter(alive);
    if (left.length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids.filter(alive);
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** One JSON request on its own connection; rejects with the socket error (refused, reset…). */
function send(
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${baseURL}${path}`,
      {
        method,
        agent: false,
        headers: {
          accept: 'application/json',
          origin: baseURL,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('response aborted')));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function signInAs(baseURL: string, email: string): Promise<string> {
  const res = await send(baseURL, 'POST', '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
  expect(res.status, res.body).toBe(200);
  const cookie = res.cookies.map((c) => c.split(';')[0] ?? '').find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie;
}

/** The node process running scripts/start.mjs (and so the server) in a process group. */
function serverPid(pgid: number): number {
  const line = execFileSync('ps', ['-o', 'pid=,args=', '-g', String(pgid)], { encoding: 'utf8' })
    .split('\n')
    .find((l) => l.includes('node') && l.includes('scripts/start.mjs') && !l.includes('sh -c'));
  const pid = Number(line?.trim().split(/\s+/)[0]);
  if (!pid) throw new Error(`no server process in group ${pgid}`);
  return pid;
}

const stopModes = [
  { name: 'SIGTERM to npm', stop: (pgid: number) => process.kill(pgid, 'SIGTERM') },
  { name: 'Ctrl-C (SIGINT to the process group)', stop: (pgid: number) => process.kill(-pgid, 'SIGINT') },
  { name: 'SIGTERM to the server process', stop: (pgid: number) => process.kill(serverPid(pgid), 'SIGTERM') },
] as const;

/** How the tree stops does not depend on the database: Postgres runs the usual case only. */
const backends = [
  { name: 'embedded database', postgres: false, modes: stopModes },
  { name: 'Postgres', postgres: true, modes: stopModes.slice(0, 1) },
] as const;

for (const backend of backends) {
  for (const mode of backend.modes) {
    test.describe(`npm start on the ${backend.name}`, () => {
      test.setTimeout(360_000);
      const adminUrl = process.env.TEST_DATABASE_URL;
      test.skip(backend.postgres && !adminUrl, 'TEST_DATABASE_URL names no Postgres server');

      let dataDir = '';
      let databaseName = '';
      const groups: number[] = [];

      test.afterEach(async () => {
        for (const pgid of groups.splice(0)) killGroup(pgid, 'SIGKILL');
        if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
        if (databaseName && adminUrl) {
          await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        }
      });

      test(`${mode.name} stops the whole tree and loses no acknowledged write`, async () => {
        dataDir = await mkdtemp(join(tmpdir(), 'eventos-npm-start-'));
        const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
        if (backend.postgres && adminUrl) {
          databaseName = `eventos_e2e_stop_${randomBytes(4).toString('hex')}`;
          env.DATABASE_URL = databaseUrl(adminUrl, databaseName);
        }
        const port = await freePort();
        const first = await npmStart(env, port);
        groups.push(first.pid);

        const cookies = await Promise.all(DEMO_USERS.map((email) => signInAs(first.baseURL, email)));
        const tree = groupPids(first.pid);
        expect(tree.length, 'npm, its shell and node').toBeGreaterThanOrEqual(2);

        // Every user rewrites their bio as fast as the server answers; the last acknowledged one
        // per user is what must be there after the next start.
        const lastAcked: (number | undefined)[] = DEMO_USERS.map(() => undefined);
        const failures: string[] = [];
        let acked = 0;
        let signalled = false;
        let giveUp = false;
        let refusedAfterSignal = 0;
        const writers = cookies.map(async (cookie, user) => {
          for (let n = 1; !giveUp; n++) {
            try {
              const res = await send(first.baseURL, 'PATCH', '/api/v1/me', { bio: `escrita ${n}` }, cookie);
              if (res.status !== 200) {
                failures.push(`user ${user} write ${n}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
                return;
              }
              lastAcked[user] = n;
              acked++;
            } catch (err) {
              const code = (err as NodeJS.ErrnoException).code;
              // After the signal the port closes: a refused connection never reached the server.
              if (signalled && code === 'ECONNREFUSED') {
                refusedAfterSignal++;
                return;
              }
              failures.push(`user ${user} write ${n}: ${code ?? String(err)}`);
              return;
            }
          }
        });

        while (acked < ACKED_BEFORE_SIGNAL && failures.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const signalledAt = Date.now();
        signalled = true;
        mode.stop(first.pid);
        const left = await waitUntilGone(tree);
        // A server that keeps running keeps answering: the writers stop there.
        giveUp = true;
        await Promise.all(writers);
        const stoppedAfterMs = Date.now() - signalledAt;
        await test.info().attach('npm-start.txt', {
          body: [
            `writes acknowledged: ${acked}, refused after the signal: ${refusedAfterSignal}`,
            `tree: ${tree.join(' ')}; left: ${left.join(' ') || 'none'} after ${stoppedAfterMs} ms`,
            `npm exit: ${await Promise.race([first.exited, Promise.resolve('running')])}`,
            '--- output ---',
            first.output(),
          ].join('\n'),
          contentType: 'text/plain',
        });

        expect(failures, 'no write fails or is cut off (reset, hang-up) before or after the signal').toEqual(
          [],
        );
        expect(left, `every process of the tree has exited; output:\n${first.output()}`).toEqual([]);
        expect(first.output()).toContain('shutdown complete');

        // The next start finds every acknowledged write.
        const second = await npmStart(env, port);
        groups.push(second.pid);
        for (const [user, email] of DEMO_USERS.entries()) {
          const cookie = await signInAs(second.baseURL, email);
          const me = await send(second.baseURL, 'GET', '/api/v1/me', undefined, cookie);
          expect(me.status).toBe(200);
          const expected = lastAcked[user] === undefined ? null : `escrita ${lastAcked[user]}`;
          const { profile } = JSON.parse(me.body) as { profile: { bio: string | null } };
          if (expected) expect(profile.bio, email).toBe(expected);
        }
        const secondTree = groupPids(second.pid);
        process.kill(second.pid, 'SIGTERM');
        expect(await waitUntilGone(secondTree), 'the second start stops as well').toEqual([]);
      });
    });
  }
}
