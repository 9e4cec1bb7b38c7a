import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminQuery, databaseUrl } from '../../apps/server/src/test/postgres-admin.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { killGroup, npmStart } from '../support/npm-start.ts';
import { alive } from '../support/process-alive.ts';

// `npm start` on a Postgres server with WEB_CONCURRENCY=2: two server processes behind one port
// share sessions through the database, a killed one is replaced while the other serves, and
// SIGTERM stops the whole tree.

const WORKERS = 2;
const START_TIMEOUT_MS = 60_000;
const EMAIL = 'joao@eventos.demo';
const PASSWORD = 'eventos123';

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

interface Started {
  baseURL: string;
  /** npm's pid, also the process group of the whole tree. */
  pgid: number;
  output(): string;
  /** The JSON log lines printed so far. */
  logLines(): Record<string, unknown>[];
}

/** One request on its own connection (node:cluster hands each connection to the next worker). */
function send(
  baseURL: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; id: string },
) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = httpRequest(
      `${baseURL}${path}`,
      {
        method: init.method ?? 'GET',
        agent: false,
        timeout: 5_000,
        headers: {
          accept: 'application/json',
          origin: baseURL,
          'x-request-id': init.id,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 5 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** pid → parent pid and command line of every process in the group. */
function processTree(pgid: number): { pid: number; ppid: number; args: string }[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,ppid=,args=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
      .flatMap((m) => (m ? [{ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] ?? '' }] : []));
  } catch {
    return []; // ps exits 1 when the group is empty
  }
}

/** The server processes: the primary runs scripts/start.mjs, its workers are its node children. */
function serverProcesses(pgid: number): { primary: number; workers: number[] } {
  const tree = processTree(pgid);
  const starts = tree.filter((p) => p.args.includes('scripts/start.mjs') && !p.args.startsWith('sh '));
  const primary = starts.find((p) => !starts.some((other) => other.pid === p.ppid));
  return {
    primary: primary?.pid ?? 0,
    workers: starts.filter((p) => primary && p.ppid === primary.pid).map((p) => p.pid),
  };
}

test.describe('npm start with two server processes on Postgres', () => {
  test.setTimeout(90_000);
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, 'TEST_DATABASE_URL names no Postgres server: several processes need one');
  test.skip(({ isMobile }) => isMobile, 'talks to the server over HTTP only: the desktop run is enough');

  let dataDir = '';
  let databaseName = '';
  let pgid = 0;

  test.afterEach(async () => {
    if (pgid) killGroup(pgid, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    if (databaseName && adminUrl)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  async function startCluster(): Promise<Started> {
    dataDir = await mkdtemp(join(tmpdir(), 'eventos-cluster-'));
    databaseName = `eventos_e2e_cluster_${randomBytes(4).toString('hex')}`;
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const start = await npmStart(
      {
        DATABASE_URL: databaseUrl(adminUrl as string, databaseName),
        WEB_CONCURRENCY: String(WORKERS),
        DATA_DIR: dataDir,
      },
      port,
    );
    pgid = start.pid;
    let exited: number | string | undefined;
    void start.exited.then((code) => {
      exited = code;
    });
    const log = () => start.output();
    const started: Started = {
      baseURL,
      pgid,
      output: log,
      logLines: () =>
        log()
          .split('\n')
          .flatMap((line) => {
            if (!line.startsWith('{')) return [];
            try {
              return [JSON.parse(line) as Record<string, unknown>];
            } catch {
              return [];
            }
          }),
    };
    await waitFor(
      'the primary says every worker listens',
      () => {
        if (exited !== undefined) throw new Error(`npm start exited (${exited}):\n${log()}`);
        return log().includes(`(${WORKERS} server processes)`) ? true : undefined;
      },
      START_TIMEOUT_MS,
    );
    return started;
  }

  /** The pid that wrote the access line of request `id`, once it is in the log. */
  const answeredBy = (server: Started, id: string) =>
    waitFor(`the log line of ${id}`, () => {
      const line = server.logLines().find((l) => l.reqId === id && l.msg === 'request');
      return line ? Number(line.pid) : undefined;
    });

  test('share one port and the sessions, survive a killed worker and stop together', async () => {
    const server = await startCluster();
    const { primary, workers } = serverProcesses(server.pgid);
    expect(primary, server.output()).toBeGreaterThan(0);
    expect(workers, 'two worker processes under the primary').toHaveLength(WORKERS);

    // Sign in on one worker; the next requests land on the others and know the session.
    const signIn = await send(server.baseURL, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: EMAIL, password: PASSWORD },
      id: 'cluster-sign-in',
    });
    expect(signIn.status, signIn.body).toBe(200);
    const cookie = signIn.cookies.map((c) => c.split(';')[0] ?? '').find((c) => c.includes('session_token='));
    expect(cookie).toBeTruthy();
    const ids = Array.from({ length: 6 }, (_, i) => `cluster-me-${i}`);
    for (const id of ids) {
      const me = await send(server.baseURL, '/api/v1/me', { cookie, id });
      expect(me.status, me.body).toBe(200);
      expect(JSON.parse(me.body)).toMatchObject({ profile: { email: EMAIL } });
    }
    const servedBy = new Set([await answeredBy(server, 'cluster-sign-in')]);
    for (const id of ids) servedBy.add(await answeredBy(server, id));
    expect([...servedBy].sort(), 'both workers answered the signed-in requests').toEqual([...workers].sort());

    // A worker killed outright: once the primary has seen it go, the other answers every request,
    // and a new worker takes its place.
    const [killed, survivor] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    await waitFor('the primary sees the worker end', () =>
      server.logLines().some((l) => l.workerPid === killed && String(l.msg).includes('ended unexpectedly'))
        ? true
        : undefined,
    );
    for (let i = 0; i < 6; i++) {
      const me = await send(server.baseURL, '/api/v1/me', { cookie, id: `cluster-after-kill-${i}` });
      expect(me.status, me.body).toBe(200);
    }
    const replacement = await waitFor('a new worker', () =>
      serverProcesses(server.pgid).workers.find((pid) => pid !== survivor && pid !== killed),
    );
    await waitFor('the new worker answers', async () => {
      const id = `cluster-new-${randomBytes(3).toString('hex')}`;
      const me = await send(server.baseURL, '/api/v1/me', { cookie, id });
      expect(me.status, me.body).toBe(200);
      return (await answeredBy(server, id)) === replacement ? true : undefined;
    });

    // SIGTERM to npm stops the primary, both workers and npm itself.
    const tree = processTree(server.pgid).map((p) => p.pid);
    process.kill(server.pgid, 'SIGTERM');
    const left = await waitFor('every process gone', () => (tree.some(alive) ? undefined : []), 20_000).catch(
      () => tree.filter(alive),
    );
    await test.info().attach('cluster.txt', {
      body: `primary ${primary}, workers ${workers.join(' ')}, replacement ${replacement}\n--- output ---\n${server.output()}`,
      contentType: 'text/plain',
    });
    expect(left, 'no process left').toEqual([]);
    const shutdowns = server.logLines().filter((l) => l.msg === 'shutdown complete');
    expect(shutdowns.map((l) => Number(l.pid)).sort(), 'the workers and then the primary drained').toEqual(
      [primary, survivor, replacement].sort(),
    );
  });
});
