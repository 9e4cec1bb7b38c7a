import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { serveProcess } from './serve-process.ts';

/**
 * One of several server processes: the primary has migrated and seeded the database already, so
 * this one opens its own pool and serves the shared port.
 */
export async function runWorker(config: Config, logger: Logger): Promise<void> {
  if (!config.databaseUrl) throw new Error('server processes share a Postgres server: DATABASE_URL is unset');
  const database = await openDatabase({
    kind: 'postgres',
    url: config.databaseUrl,
    max: config.databasePoolMax,
    onConnectionLost: (err) =>
      logger.warn({ err }, 'database connection lost; the next query opens a new one'),
  });
  serveProcess(config, logger, database, (info) =>
    logger.debug({ port: info.port, poolMax: config.databasePoolMax }, 'server process listening'),
  );
}
