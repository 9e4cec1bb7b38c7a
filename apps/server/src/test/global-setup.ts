import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { adminQuery, databaseUrl, TEST_DB_PREFIX } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database of this run, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/**
 * With TEST_DATABASE_URL, migrates one template database for this run; tests copy it per test
 * (CREATE DATABASE … TEMPLATE) and every database of the run is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', null);
    return;
  }
  const runPrefix = `${TEST_DB_PREFIX}${randomBytes(4).toString('hex')}_`;
  const template = `${runPrefix}tpl`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const handle = openPostgres(databaseUrl(adminUrl, template), 2);
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    const { rows } = await adminQuery(
      adminUrl,
      `SELECT datname FROM pg_database WHERE datname LIKE '${runPrefix}%' ORDER BY datname DESC`,
    );
    for (const row of rows) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    }
  };
}
