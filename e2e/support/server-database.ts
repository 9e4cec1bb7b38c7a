import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl } from '../../apps/server/src/test/postgres-admin.ts';

/** A database of its own on a Postgres server, for one run's server. */
export interface ServerDatabase {
  /** What the server gets as DATABASE_URL (the server creates it on its first start). */
  url: string;
  /** Drops it (connections still open are ended). */
  drop(): Promise<void>;
}

/**
 * When the run has a Postgres server (TEST_DATABASE_URL, as CI sets when one answers), the browser
 * suite's server uses a new database on it, as a deployment does: the embedded database answers
 * every page's requests in the server's own thread. Without one, the server keeps the embedded
 * database in its data directory (null here).
 */
export function serverDatabase(adminUrl = process.env.TEST_DATABASE_URL): ServerDatabase | null {
  if (!adminUrl) return null;
  const name = `eventos_e2e_${randomBytes(4).toString('hex')}`;
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}
