/**
 * Fills the configured database (DATABASE_URL, else the PGlite in DATA_DIR) with many events for
 * load tests: `npx tsx scripts/seed-large.ts [count]` (default 100000), or `node scripts/seed-large.mjs`.
 */
import { loadConfigOrExit } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import { seedLargeEvents } from '../apps/server/src/db/seed/seed-large.ts';

const DEFAULT_COUNT = 100_000;

function parseCount(arg: string | undefined): number {
  if (arg === undefined) return DEFAULT_COUNT;
  const count = Number(arg.replace(/[_,]/g, ''));
  if (!Number.isInteger(count) || count < 1) {
    process.stderr.write(`usage: seed-large [count]  (a positive whole number, got "${arg}")\n`);
    process.exit(2);
  }
  return count;
}

async function main(): Promise<void> {
  const count = parseCount(process.argv[2]);
  const config = loadConfigOrExit();
  const target = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  process.stdout.write(`Seeding ${count.toLocaleString('en')} events into ${target}…\n`);
  const started = performance.now();
  const handle = await openMigratedDatabase(config);
  const opened = performance.now();
  try {
    await seedLargeEvents(handle, count, {
      onBatch: (done) =>
        process.stdout.write(`  ${done.toLocaleString('en')} / ${count.toLocaleString('en')}\n`),
    });
  } finally {
    await handle.close();
  }
  const finished = performance.now();
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  process.stdout.write(
    `Done: ${count.toLocaleString('en')} events in ${seconds(opened, finished)} ` +
      `(open + migrate ${seconds(started, opened)}, total ${seconds(started, finished)})\n`,
  );
}

main().catch((err) => {
  process.stderr.write(`seed-large failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
