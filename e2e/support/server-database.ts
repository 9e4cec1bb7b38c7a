import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a Postgres server, for one run's server. */
export interface ServerDatabase {
  /** What the server gets as DATABASE_URL. */
  url: string;
  /** Drops it (connections still open are ended). */
  drop(): Promise<void>;
}

async function execute(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * When the run has a Postgres server (TEST_DATABASE_URL, as CI sets when one answers), the browser
 * suite's server uses a new database on it, as a deployment does: the embedded database answers
 * every page's requests in the server's own thread, which made the suite wait on it. Without one, the
 * server keeps the embedded database in its data directory (null here).
 */
export async function serverDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<ServerDatabase | null> {
  if (!adminUrl) return null;
  const name = `eventos_e2e_${randomBytes(4).toString('hex')}`;
  await execute(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => execute(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
