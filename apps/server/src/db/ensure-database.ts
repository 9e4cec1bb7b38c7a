import pg from 'pg';

/** Postgres: "database does not exist". */
const UNDEFINED_DATABASE = '3D000';

/**
 * Creates the database named in `url` when the server says it does not exist, so a new
 * DATABASE_URL works on first start. Any other connection problem is left to surface as it is.
 */
export async function ensureDatabaseExists(url: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    return false;
  } catch (err) {
    if ((err as { code?: string }).code !== UNDEFINED_DATABASE) throw err;
  } finally {
    await probe.end().catch(() => {});
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } catch (err) {
    // Another copy of the server created it first.
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await admin.end();
  }
  return true;
}
