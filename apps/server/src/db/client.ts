import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Listen, pgliteListen, postgresListen } from './listen.ts';
import {
  APP_STARTUP_OPTIONS,
  pgliteReader,
  postgresReader,
  registerReader,
  VISITOR_STARTUP_OPTIONS,
} from './read-as.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle handle both backends share. Only repositories and db/ code use it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** LISTEN on a channel until the returned stop() or close(). */
  listen: Listen;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; max?: number; onConnectionLost?: ConnectionLossListener };

export async function openPglite(dataDir?: string): Promise<{ handle: DatabaseHandle; client: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The extensions the migrations create (accent-insensitive and trigram search).
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  return { handle: wrapPglite(client), client };
}

export function wrapPglite(client: PGliteInterface): DatabaseHandle {
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Database;
  registerReader(db, pgliteReader(client));
  const listeners = stoppable(pgliteListen(client));
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    listen: listeners.listen,
    close: async () => {
      await listeners.stopAll();
      if (!client.closed) await client.close();
    },
  };
}

/** A Listen whose listeners all stop when the handle closes. */
function stoppable(listen: Listen): { listen: Listen; stopAll(): Promise<void> } {
  const stops = new Set<() => Promise<void>>();
  return {
    listen: async (channel, onNotify) => {
      const stop = await listen(channel, onNotify);
      const once = async () => {
        if (stops.delete(once)) await stop();
      };
      stops.add(once);
      return once;
    },
    stopAll: async () => {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}

/** Hears about connections the database dropped (restart, administrator, network). */
export type ConnectionLossListener = (err: Error) => void;

export function openPostgres(
  url: string,
  max = 10,
  onConnectionLost?: ConnectionLossListener,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    options: APP_STARTUP_OPTIONS,
  });
  // Visitors' reads: connections that start as the app role with nobody as the caller (ADR 0008).
  const visitorPool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    options: VISITOR_STARTUP_OPTIONS,
  });
  // A client whose server goes away emits 'error', idle or checked out (a transaction in progress);
  // unheard, that event would end the process. The pool discards the client, the query in progress
  // fails (503 to its caller) and the next one opens a fresh connection: the app recovers by itself.
  const lost = (err: Error) => onConnectionLost?.(err);
  for (const p of [pool, visitorPool]) {
    p.on('connect', (client) => client.on('error', lost));
    // The pool repeats an idle client's error; the client's own listener has reported it.
    p.on('error', () => {});
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  registerReader(db, postgresReader(pool, visitorPool));
  const listeners = stoppable(postgresListen(url));
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: listeners.listen,
    close: async () => {
      await listeners.stopAll();
      await Promise.all([pool, visitorPool].map((p) => (p.ended ? undefined : p.end())));
    },
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.max, target.onConnectionLost);
  return (await openPglite(target.dataDir)).handle;
}

/** Runs `fn` in one transaction as the app role, with `userId` (or nobody) as the caller RLS sees. */
export function withUser<T>(db: Database, userId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'eventos_app', true), set_config('app.user_id', ${userId ?? ''}, true)`,
    );
    return fn(tx);
  });
}

/** Rows of a raw SQL statement; both drivers answer with `rows`. */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
