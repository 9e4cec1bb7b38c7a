import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres, wrapPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { reusablePglite } from './reusable-pglite.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; Postgres too when TEST_DATABASE_URL names a server. */
export function testBackends(): Backend[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

let pgliteTemplate: Promise<PGlite> | undefined;

/** One migrated PGlite per worker, cloned for each test. */
function migratedPglite(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const { handle, client } = await openPglite();
    await migrate(handle);
    return client;
  })();
  return pgliteTemplate;
}

const workerPglite = reusablePglite(migratedPglite);

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/** A freshly migrated, empty database of the given backend, for one test. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    // The worker's own database when free; a test that holds two at once gets a clone for the second.
    const reused = await workerPglite.take();
    if (reused) return reused;
    const clone = await (await migratedPglite()).clone();
    const handle = wrapPglite(clone);
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${template.replace(/tpl$/, '')}${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const handle = openPostgres(databaseUrl(adminUrl, name), 4);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
