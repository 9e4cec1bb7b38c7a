import pg from 'pg';

/** The URL of another database on the same server as `url`. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the admin database of TEST_DATABASE_URL's server. */
export async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export const TEST_DB_PREFIX = 'eventos_test_';
