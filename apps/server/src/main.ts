import cluster from 'node:cluster';
import { runPrimary } from './cluster/run-primary.ts';
import { runWorker } from './cluster/run-worker.ts';
import { serveProcess } from './cluster/serve-process.ts';
import { type Config, loadConfigOrExit } from './config.ts';
import { openMigratedDatabase } from './db/open-from-config.ts';
import { demoAccountsBanner } from './db/seed/demo-accounts.ts';
import { hasDemoAccounts, seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { createLogger, type Logger } from './logger.ts';

/** One process does everything: the embedded database, WEB_CONCURRENCY=1, or one core. */
async function runAlone(config: Config, logger: Logger): Promise<void> {
  const database = await openMigratedDatabase(config, (err) =>
    logger.warn({ err }, 'database connection lost; the next query opens a new one'),
  );
  logger.info({ db: database.kind }, 'database ready');
  if (config.seedDemo) await seedDemoIfEmpty(database, { uploadsDir: config.uploadsDir, logger });
  const showDemoAccounts = config.seedDemo && (await hasDemoAccounts(database));
  serveProcess(config, logger, database, (info) => {
    logger.info({ port: info.port, url: config.publicUrl }, `Eventos listening on ${config.publicUrl}`);
    if (showDemoAccounts) process.stdout.write(`\n${demoAccountsBanner(config.publicUrl)}\n\n`);
  });
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  // With several processes every line says which one wrote it.
  if (cluster.isWorker) return runWorker(config, logger.child({ pid: process.pid }));
  if (config.webConcurrency > 1) return runPrimary(config, logger.child({ pid: process.pid, primary: true }));
  if (config.webConcurrencyRefused) {
    logger.warn(
      { WEB_CONCURRENCY: config.webConcurrencyRefused },
      'WEB_CONCURRENCY is ignored on the embedded database, which lives in one process: running one server process (set DATABASE_URL to a Postgres server for more)',
    );
  }
  return runAlone(config, logger);
}

main().catch((err) => {
  process.stderr.write(`Eventos failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
