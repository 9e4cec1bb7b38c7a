import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.ts';
import { adminQuery, databaseUrl } from '../test/postgres-admin.ts';
import { signedInCookieOver } from '../test/real-server-session.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const template = inject('postgresTemplate');
const WORKERS = 8;
const PATHS = ['/api/v1/events?limit=20', '/api/health'];

interface Outcome {
  path: string;
  status: number;
  contentType: string;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server on Postgres while the database goes away under load: every connection of the app
 * is terminated by an administrator (57P01) several times, then the server is unreachable for a
 * while (connections cut and refused, as during a restart). The process must stay up, answer 503
 * problem+json meanwhile (never 500, never a reset), and serve again by itself.
 */
describe.skipIf(!adminUrl || !template)('Postgres restarting under load [postgres]', () => {
  const name = `${(template ?? '').replace(/tpl$/, '')}restart_${randomBytes(3).toString('hex')}`;
  let proxy: TcpProxy;
  let server: ChildProcess;
  let baseUrl: string;
  let dataDir: string;
  let output = '';
  let exit: string | undefined;

  beforeAll(async () => {
    if (!adminUrl) return;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const admin = new URL(adminUrl);
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    const appUrl = new URL(databaseUrl(adminUrl, name));
    appUrl.hostname = '127.0.0.1';
    appUrl.port = String(proxy.port);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(join(tmpdir(), 'eventos-restart-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: appUrl.toString(),
        DATABASE_POOL_MAX: '4',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    server.once('exit', (code, signal) => {
      exit = String(code ?? signal);
    });
    await waitFor(async () => (await fetch(`${baseUrl}/api/health`)).status === 200, 60_000);
  }, 90_000);

  afterAll(async () => {
    if (server && exit === undefined) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await proxy?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  async function waitFor(ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (exit !== undefined) throw new Error(`the server exited (${exit}):\n${output}`);
      if (await ready().catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms:\n${output}`);
      await sleep(100);
    }
  }

  const signedInCookie = () => signedInCookieOver(baseUrl, databaseUrl(adminUrl as string, name), 'restart');

  /** One request; a refused or reset connection is status 0 with the error as its body. */
  async function request(path: string, cookie?: string): Promise<Outcome> {
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (cookie) headers.cookie = cookie;
      const res = await fetch(`${baseUrl}${path}`, { headers });
      const contentType = res.headers.get('content-type') ?? '';
      return { path, status: res.status, contentType, body: await res.text() };
    } catch (err) {
      return { path, status: 0, contentType: '', body: String((err as Error).cause ?? err) };
    }
  }

  it('stays up, answers 503 problem+json while the database is away and serves again', async () => {
    const cookie = await signedInCookie();
    expect((await request('/api/v1/me', cookie)).status).toBe(200);
    const outcomes: Outcome[] = [];
    let running = true;
    const load = Array.from({ length: WORKERS }, async (_, worker) => {
      for (let i = worker; running; i++) {
        const path = PATHS[i % PATHS.length] as string;
        const outcome = await request(path);
        outcomes.push(outcome);
        if (outcome.status === 0) await sleep(20);
      }
    });

    // An administrator terminates every backend of the app, several times, while requests run.
    for (let round = 0; round < 4; round++) {
      await sleep(300);
      await adminQuery(
        adminUrl as string,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
    }
    await sleep(300);

    // The server goes away: open connections drop, new ones are refused.
    await proxy.cut();
    await sleep(1_000);
    const healthWhileAway = await request('/api/health');
    const eventsWhileAway = await request('/api/v1/events');
    // A signed-in person is told the database is away, not treated as a visitor (401) or a 500.
    const meWhileAway = await request('/api/v1/me', cookie);
    const sessionWhileAway = await request('/api/auth/get-session', cookie);
    await sleep(500);
    await proxy.restore();

    await waitFor(async () => {
      const [health, events] = await Promise.all([request('/api/health'), request('/api/v1/events')]);
      return health.status === 200 && events.status === 200;
    }, 20_000);
    await sleep(300);
    running = false;
    await Promise.all(load);

    expect(exit, `the server must not exit; its output:\n${output}`).toBeUndefined();

    expect(healthWhileAway.status).toBe(503);
    expect(JSON.parse(healthWhileAway.body)).toMatchObject({ status: 'error', db: 'unreachable' });
    expect(eventsWhileAway.status).toBe(503);
    expect(eventsWhileAway.contentType).toContain('application/problem+json');
    expect(JSON.parse(eventsWhileAway.body)).toMatchObject({ code: 'database.unavailable' });

    for (const signedIn of [meWhileAway, sessionWhileAway]) {
      expect(`${signedIn.path}: ${signedIn.status} ${signedIn.body.slice(0, 200)}`).toMatch(/: 503 /);
      expect(JSON.parse(signedIn.body)).toMatchObject({ code: 'database.unavailable' });
    }
    expect((await request('/api/v1/me', cookie)).status).toBe(200);

    const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(
      unexpected.map((o) => `${o.path}: ${o.status} ${o.body.slice(0, 300)}`),
      'every request is answered (no reset), with 200 or 503',
    ).toEqual([]);
    for (const o of outcomes.filter((o) => o.status === 503 && o.path.startsWith('/api/v1/'))) {
      expect(o.contentType).toContain('application/problem+json');
      expect(JSON.parse(o.body)).toMatchObject({ code: 'database.unavailable' });
    }
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(0);
  }, 90_000);
});
