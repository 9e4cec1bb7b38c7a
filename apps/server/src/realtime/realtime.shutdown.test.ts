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
import { openStream } from './testing/sse-client.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const template = inject('postgresTemplate');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server with a realtime stream open: SIGTERM ends the stream and the process exits with 0
 * well before its shutdown deadline (an open stream would otherwise hold the drain until then).
 */
describe.skipIf(!adminUrl || !template)('server shutdown with realtime streams open [postgres]', () => {
  const name = `${(template ?? '').replace(/tpl$/, '')}rtstop_${randomBytes(3).toString('hex')}`;
  let server: ChildProcess;
  let baseUrl: string;
  let dataDir: string;
  let output = '';
  let exit: Promise<number | string>;

  beforeAll(async () => {
    if (!adminUrl) return;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(join(tmpdir(), 'eventos-rt-stop-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(adminUrl, name),
        WEB_CONCURRENCY: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '20000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    exit = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? String(signal))));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if ((await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      await sleep(200);
    }
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const signedInCookie = () => signedInCookieOver(baseUrl, databaseUrl(adminUrl as string, name), 'stop');

  it('ends open streams and exits with 0 soon after SIGTERM', async () => {
    const cookie = await signedInCookie();
    const streams = [await openStream(baseUrl, cookie), await openStream(baseUrl, cookie)];
    for (const s of streams) await s.next((e) => e.event === 'ready');
    const signalled = Date.now();
    server.kill('SIGTERM');
    await Promise.all(streams.map((s) => s.ended));
    expect(await exit, output).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(8_000);
  }, 60_000);
});
