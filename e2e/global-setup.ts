import type { FullConfig } from '@playwright/test';
import { freePort } from '../scripts/lib/free-port.ts';
import { startPeers } from './support/peers.ts';
import { type RunningServer, startServer, stopServer } from './support/server.ts';
import { serverDatabase } from './support/server-database.ts';
import { ensureWebBuild } from './support/web-build.ts';

/**
 * Builds the web app when needed, starts the protocol peers (SMTP, two OpenID Connect providers,
 * the geocoding services), then the real server on a free port with a fresh data directory and a
 * fresh database (on the Postgres server of TEST_DATABASE_URL when there is one, else embedded;
 * migrated and seeded with the demo events and accounts), configured to use the peers. Tests
 * reach it through `baseURL` (E2E_BASE_URL). When E2E_BASE_URL is already set, that server is
 * used and nothing is started.
 * The returned function is the teardown: SIGTERM, wait for exit, remove the data directory.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    process.stderr.write(`e2e: using the server at ${process.env.E2E_BASE_URL}\n`);
    return async () => {};
  }
  ensureWebBuild();
  const started = Date.now();
  const port = await freePort();
  const peers = await startPeers(`http://127.0.0.1:${port}`);
  const database = serverDatabase();
  const databaseEnv = database ? { DATABASE_URL: database.url, WEB_CONCURRENCY: '1' } : {};
  const server: RunningServer = await startServer({
    name: 'server',
    echo: true,
    port,
    env: { ...peers.serverEnv, ...databaseEnv },
  });
  process.stderr.write(
    `e2e: server ready at ${server.baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `${database ? 'on a database of its own on the Postgres server' : 'on the embedded database'}\n`,
  );
  // Workers start after global setup and inherit this environment.
  process.env.E2E_BASE_URL = server.baseURL;
  Object.assign(process.env, peers.testEnv);

  return async () => {
    const outcome = await stopServer(server);
    delete process.env.E2E_BASE_URL;
    await peers.close();
    await database?.drop();
    if (outcome !== 0) {
      process.stderr.write(
        `e2e: the server exited with ${outcome} after SIGTERM\n${server.recentOutput()}\n`,
      );
    }
  };
}
