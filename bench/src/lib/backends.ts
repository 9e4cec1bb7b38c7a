import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openPostgres } from '../../../apps/server/src/db/client.ts';
import { openMigratedDatabase } from '../../../apps/server/src/db/open-from-config.ts';
import { isListening } from './free-port.ts';

export type BackendName = 'pglite' | 'postgres';

/** A throwaway database for one benchmark run. */
export interface BenchBackend {
  name: BackendName;
  /** What the server process needs in its environment to use this database. */
  serverEnv: Record<string, string>;
  /** Opens and migrates it from this process (for seeding). */
  open(): Promise<DatabaseHandle>;
  /** Deletes it. */
  dispose(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin URL of the Postgres server to use, or null when there is none. */
export async function findPostgres(): Promise<string | null> {
  const configured = process.env.BENCH_DATABASE_URL;
  if (configured) return configured;
  return (await isListening('127.0.0.1', 5432)) ? LOCAL_POSTGRES : null;
}

export async function pgliteBackend(): Promise<BenchBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'eventos-bench-'));
  return {
    name: 'pglite',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openMigratedDatabase({ dataDir, databaseUrl: undefined, databasePoolMax: 1 }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function adminExecute(adminUrl: string, statement: string): Promise<void> {
  const admin = openPostgres(adminUrl, 1);
  try {
    await admin.db.execute(statement);
  } finally {
    await admin.close();
  }
}

export async function postgresBackend(adminUrl: string): Promise<BenchBackend> {
  const name = `eventos_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await adminExecute(adminUrl, `CREATE DATABASE ${name}`);
  return {
    name: 'postgres',
    serverEnv: { DATABASE_URL: databaseUrl },
    open: () => openMigratedDatabase({ dataDir: tmpdir(), databaseUrl, databasePoolMax: 4 }),
    dispose: () => adminExecute(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
