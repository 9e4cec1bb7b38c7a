import type { Config } from '../config.ts';
import { type ConnectionLossListener, type DatabaseHandle, openDatabase } from './client.ts';
import { ensureDatabaseExists } from './ensure-database.ts';
import { migrate } from './migrate.ts';

/** The configured database (Postgres when DATABASE_URL is set, else PGlite in DATA_DIR), migrated. */
export async function openMigratedDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>,
  onConnectionLost?: ConnectionLossListener,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) await ensureDatabaseExists(config.databaseUrl);
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, max: config.databasePoolMax, onConnectionLost }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await migrate(handle);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
