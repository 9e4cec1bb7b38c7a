import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from '../test/postgres-admin.ts';
import { ensureDatabaseExists } from './ensure-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const template = inject('postgresTemplate');

describe.skipIf(!adminUrl || !template)('ensureDatabaseExists [postgres]', () => {
  it('creates a missing database once, then leaves it alone', async () => {
    // Named under this run's prefix, so the run's teardown drops it.
    const name = `${template?.replace(/tpl$/, '')}new_${randomBytes(3).toString('hex')}`;
    const url = databaseUrl(adminUrl as string, name);
    expect(await ensureDatabaseExists(url)).toBe(true);
    expect(await ensureDatabaseExists(url)).toBe(false);
    const { rows } = await adminQuery(
      adminUrl as string,
      `SELECT 1 FROM pg_database WHERE datname = '${name}'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('reports other connection problems as they are', async () => {
    const wrongPort = new URL(adminUrl as string);
    wrongPort.port = '1';
    await expect(ensureDatabaseExists(wrongPort.toString())).rejects.toThrow();
  });
});
