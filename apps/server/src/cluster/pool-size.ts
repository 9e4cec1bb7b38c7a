/** Connections all server processes of one machine open at most, by default: Postgres allows 100 unless told. */
const MACHINE_CONNECTIONS = 80;
/** One process alone keeps the pool it always had. */
const MOST_PER_PROCESS = 10;
/** Fewer and one slow query holds up every request of that process. */
const FEWEST_PER_PROCESS = 2;

/**
 * Default pool size of each of `processes` server processes (DATABASE_POOL_MAX overrides it):
 * together they stay under 80 connections, which leaves room under Postgres' default
 * max_connections (100) for migrations, administrators and their tools.
 */
export function poolMaxPerProcess(processes: number): number {
  return Math.min(
    MOST_PER_PROCESS,
    Math.max(FEWEST_PER_PROCESS, Math.floor(MACHINE_CONNECTIONS / processes)),
  );
}
