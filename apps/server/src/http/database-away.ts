import type { DatabaseHandle } from '../db/client.ts';
import { isConnectionError } from './error-handler.ts';
import { HttpProblem } from './problem.ts';

/**
 * After a library (the auth library) failed in a way it does not explain, tells whether the
 * database is away: the error names a lost connection, or the database does not answer a ping.
 * The caller then answers 503 database.unavailable instead of guessing (a visitor, or a 500).
 */
export async function databaseIsAway(database: DatabaseHandle, err?: unknown): Promise<boolean> {
  if (err !== undefined && isConnectionError(err)) return true;
  try {
    await database.ping();
    return false;
  } catch {
    return true;
  }
}

export const databaseUnavailable = () => new HttpProblem(503, 'database.unavailable');
