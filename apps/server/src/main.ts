import { mkdirSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { loadConfigOrExit } from './config.ts';
import { openMigratedDatabase } from './db/open-from-config.ts';
import { demoAccountsBanner } from './db/seed/demo-accounts.ts';
import { hasDemoAccounts, seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { answerClientErrors, SERVER_OPTIONS } from './http/client-errors.ts';
import { trackForShutdown } from './http/graceful-shutdown.ts';
import { createIndexNowNotifier } from './integrations/indexnow/indexnow-notifier.ts';
import { createLogger } from './logger.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const database = await openMigratedDatabase(config, (err) =>
    logger.warn({ err }, 'database connection lost; the next query opens a new one'),
  );
  logger.info({ db: database.kind }, 'database ready');
  if (config.seedDemo) await seedDemoIfEmpty(database, { uploadsDir: config.uploadsDir, logger });

  const showDemoAccounts = config.seedDemo && (await hasDemoAccounts(database));
  mkdirSync(config.uploadsDir, { recursive: true });
  const authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
  const { key: indexNowKey, endpoint: indexNowEndpoint } = config.indexNow;
  const indexNow = indexNowKey
    ? createIndexNowNotifier({
        key: indexNowKey,
        endpoint: indexNowEndpoint,
        publicUrl: config.publicUrl,
        logger,
      })
    : undefined;
  const app = buildApp({
    database,
    logger,
    config: { ...config, authSecret },
    searchIndex: indexNow,
  });
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: SERVER_OPTIONS },
    (info: AddressInfo) => {
      logger.info({ port: info.port, url: config.publicUrl }, `Eventos listening on ${config.publicUrl}`);
      if (showDemoAccounts) process.stdout.write(`\n${demoAccountsBanner(config.publicUrl)}\n\n`);
    },
  );

  answerClientErrors(server as HttpServer, logger);
  const tracker = trackForShutdown(server as HttpServer);
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown deadline passed; forcing exit');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await tracker.drain();
      // Pages changed in the last second are still submitted.
      await indexNow?.flush();
      await database.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

main().catch((err) => {
  process.stderr.write(`Eventos failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
