import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { buildApp } from '../apps/server/src/app.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/seed-demo.ts';
import { createLogger } from '../apps/server/src/logger.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const database = await openMigratedDatabase(config);
  logger.info({ db: database.kind }, 'database ready');
  if (config.seedDemo) await seedDemoIfEmpty(database, { uploadsDir: config.uploadsDir, logger });

  mkdirSync(config.uploadsDir, { recursive: true });
  const app = buildApp({ database, logger, config });
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host },
    (info: AddressInfo) => {
      logger.info({ port: info.port, url: config.publicUrl }, `Eventos listening on ${config.publicUrl}`);
    },
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown deadline passed; forcing exit');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    const MODE = process.env.FIX_MODE;
    const doClose = () => server.close(async () => {
      try {
        await database.close();
        logger.info('shutdown complete');
        process.exit(0);
      } catch (err) {
        logger.error({ err }, 'error while closing the database');
        process.exit(1);
      }
    });
    if (MODE === 'immediate') setImmediate(doClose);
    else if (MODE === 'delay') setTimeout(doClose, 200);
    else { doClose(); if ('closeIdleConnections' in server) server.closeIdleConnections(); }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err) => {
  process.stderr.write(`Eventos failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
