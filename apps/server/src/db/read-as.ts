import type { PGliteInterface } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

/**
 * Hot reads (the public list, search and event pages) in as few round trips as the database allows,
 * row-level security still in force (ADR 0008):
 * - a visitor's statements go to a pool whose connections start as the app role with nobody as the
 *   caller (startup options), so each statement is one round trip and needs no transaction;
 * - a signed-in caller's statements run in a transaction opened together with the caller's settings
 *   (one round trip), then the statements, then COMMIT;
 * - statements are named, so each connection parses and plans a shape once.
 * PGlite runs in this process: there a transaction with the settings costs nothing worth saving.
 */

/** One SQL text and the name it is prepared under (the same name must always carry the same text). */
export interface Statement {
  name: string;
  text: string;
}

/** Runs a statement with positional values ($1, $2…) as the reading caller; resolves with its rows. */
export type RunStatement = <R>(statement: Statement, values: readonly unknown[]) => Promise<R[]>;

export interface Reader {
  read<T>(userId: string | null, fn: (run: RunStatement) => Promise<T>): Promise<T>;
}

const readers = new WeakMap<Database, Reader>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ties a reader to the database handle the services are given (client.ts does it when it opens one). */
export function registerReader(db: Database, reader: Reader): void {
  readers.set(db, reader);
}

/** Runs `fn` as `userId` (or a visitor) with the fastest reader of this database. */
export async function readAs<T>(
  db: Database,
  userId: string | null,
  fn: (run: RunStatement) => Promise<T>,
): Promise<T> {
  if (userId !== null && !UUID.test(userId)) throw new Error('the caller id is not a uuid');
  const reader = readers.get(db);
  if (!reader) throw new Error('this database handle has no reader (open it through db/client.ts)');
  return reader.read(userId, fn);
}

/** The caller's id as a SQL literal: only a uuid ever reaches the text (readAs checked it). */
function uuidLiteral(userId: string): string {
  if (!UUID.test(userId)) throw new Error('the caller id is not a uuid');
  return `'${userId.toLowerCase()}'`;
}

/**
 * Startup options of every app connection: no just-in-time compilation. The app's statements are
 * short reads by index; where the planner overestimates a set-returning function (1,000 rows unless
 * told), compiling the statement took seconds that running it never needed.
 */
export const APP_STARTUP_OPTIONS = '-c jit=off';

/**
 * Startup options of a visitor connection: the app role and nobody as the caller. Plans follow the
 * server's default: a named statement is planned for its first values a few times, then keeps a
 * generic plan when that costs no more; planning the row policies' view afresh for every request
 * cost more than running it (events.plans.test.ts checks the generic plans too).
 */
export const VISITOR_STARTUP_OPTIONS = `-c role=eventos_app -c app.user_id= ${APP_STARTUP_OPTIONS}`;

export function postgresReader(pool: pg.Pool, visitorPool: pg.Pool): Reader {
  const visitorRun: RunStatement = async <R>(statement: Statement, values: readonly unknown[]) =>
    (await visitorPool.query({ name: statement.name, text: statement.text, values: [...values] }))
      .rows as R[];
  return {
    async read(userId, fn) {
      if (userId === null) return fn(visitorRun);
      const client = await pool.connect();
      let broken = false;
      try {
        // One simple-protocol round trip: open the transaction and name the caller for row security.
        await client.query(
          `BEGIN READ ONLY; SELECT set_config('role', 'eventos_app', true), set_config('app.user_id', ${uuidLiteral(userId)}, true)`,
        );
        const run: RunStatement = async <R>(statement: Statement, values: readonly unknown[]) =>
          (await client.query({ name: statement.name, text: statement.text, values: [...values] }))
            .rows as R[];
        const result = await fn(run);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw err;
      } finally {
        client.release(broken);
      }
    },
  };
}

export function pgliteReader(client: PGliteInterface): Reader {
  return {
    read(userId, fn) {
      return client.transaction(async (tx) => {
        await tx.query(
          `SELECT set_config('role', 'eventos_app', true), set_config('app.user_id', $1, true)`,
          [userId ?? ''],
        );
        return fn(async <R>(statement: Statement, values: readonly unknown[]) => {
          return (await tx.query<R>(statement.text, [...values])).rows;
        });
      });
    },
  };
}
