import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import type { Config } from '../config.ts';
import { openMigratedDatabase } from '../db/open-from-config.ts';
import { demoAccountsBanner } from '../db/seed/demo-accounts.ts';
import { hasDemoAccounts, seedDemoIfEmpty } from '../db/seed/seed-demo.ts';
import type { Logger } from '../logger.ts';
import { superviseWorkers } from './worker-supervisor.ts';

/** Beyond a worker's own shutdown deadline, before the primary kills what is left. */
const STOP_MARGIN_MS = 2_000;

/**
 * The primary of WEB_CONCURRENCY server processes: it migrates and seeds the database once, then
 * keeps that many workers serving the port (worker-supervisor.ts), and on SIGTERM or SIGINT lets
 * every worker drain before it exits. It serves no request itself and keeps no connection open.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const database = await openMigratedDatabase({ ...config, databasePoolMax: 1 });
  logger.info({ db: database.kind }, 'database ready');
  let showDemoAccounts = false;
  try {
    if (config.seedDemo) {
      await seedDemoIfEmpty(database, { uploadsDir: config.uploadsDir, logger });
      showDemoAccounts = await hasDemoAccounts(database);
    }
  } finally {
    await database.close();
  }

  // Made here once, so the workers read the same directory and secret instead of racing to create them.
  mkdirSync(config.uploadsDir, { recursive: true });
  resolveAuthSecret(config.authSecret, config.dataDir);
  const supervisor = superviseWorkers({
    count: config.webConcurrency,
    logger,
    stopTimeoutMs: config.shutdownTimeoutMs + STOP_MARGIN_MS,
    env: {
      WEB_CONCURRENCY: String(config.webConcurrency),
      DATABASE_POOL_MAX: String(config.databasePoolMax),
      // Rate limits hash client addresses: every worker must use one key, random for this start when unset.
      IP_HASH_SECRET: config.ipHashSecret ?? randomBytes(32).toString('hex'),
    },
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(
      { signal, workers: supervisor.pids() },
      'shutting down: every server process finishes its requests',
    );
    const clean = await supervisor.stop();
    if (clean) logger.info('shutdown complete');
    else logger.error('shutdown complete, but a server process had to be stopped or failed');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  try {
    await supervisor.ready;
  } catch (err) {
    await supervisor.stop();
    throw err;
  }
  logger.info(
    { port: config.port, url: config.publicUrl, workers: supervisor.pids(), poolMax: config.databasePoolMax },
    `Eventos listening on ${config.publicUrl} (${config.webConcurrency} server processes)`,
  );
  if (showDemoAccounts) process.stdout.write(`\n${demoAccountsBanner(config.publicUrl)}\n\n`);
}
