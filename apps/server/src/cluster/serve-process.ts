import { mkdirSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { buildApp } from '../app.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { answerClientErrors, SERVER_OPTIONS } from '../http/client-errors.ts';
import { trackForShutdown } from '../http/graceful-shutdown.ts';
import { createIndexNowNotifier } from '../integrations/indexnow/indexnow-notifier.ts';
import { startIdempotencyPurge } from '../jobs/idempotency-purge.ts';
import { startDeliveryWorker } from '../jobs/start-delivery.ts';
import type { Logger } from '../logger.ts';
import { resumeBroadcasts } from '../modules/admin-notifications/broadcasts.service.ts';
import { closeRealtimeStreams } from '../realtime/realtime-hub.ts';

/**
 * Serves the app on the configured port from this process (the only one, or one worker of
 * several sharing the port), and stops gracefully on SIGTERM or SIGINT: requests under way
 * finish, pending search-engine pings go out, the database closes, the process exits with 0.
 */
export function serveProcess(
  config: Config,
  logger: Logger,
  database: DatabaseHandle,
  onListening: (info: AddressInfo) => void,
): void {
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
    onListening,
  );

  // Every process sends notifications' push and e-mail from the shared outbox (ADR 0010).
  const delivery = startDeliveryWorker(config, database, logger).catch((err: unknown) => {
    logger.error({ err }, 'notification delivery did not start: jobs wait in the database');
    return undefined;
  });
  // A broadcast a stopped process left half stored carries on (nobody gets it twice).
  resumeBroadcasts(database.db, logger).catch((err: unknown) =>
    logger.error({ err }, 'cannot resume broadcasts left half stored'),
  );
  // Idempotency keys of queued offline writes are kept a day, then deleted.
  const purge = startIdempotencyPurge(database.db, logger.child({ module: 'idempotency' }));
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
      // Open realtime streams would hold the drain: they end now and their clients reconnect elsewhere.
      closeRealtimeStreams();
      await tracker.drain();
      // Pages changed in the last second are still submitted.
      await indexNow?.flush();
      // The batch under way finishes; what is left stays queued for the next start.
      await (await delivery)?.stop();
      await purge.stop();
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
