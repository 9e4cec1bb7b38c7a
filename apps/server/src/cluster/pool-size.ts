/** Connections all server processes of one machine open at most, by default: Postgres allows 100 unless told. */
const MACHINE_CONNECTIONS = 80;
/** Each process has two pools of DATABASE_POOL_MAX connections: one for writes and signed-in callers, one for visitors' reads (ADR 0008). */
const POOLS_PER_PROCESS = 2;
/** And holds one connection of its own for notifications (LISTEN). */
const HELD_PER_PROCESS = 1;
/** One process alone keeps the pool it always had. */
const MOST_PER_POOL = 10;
/** Fewer and one slow query holds up every request of that process. */
const FEWEST_PER_POOL = 2;

/**
 * Default DATABASE_POOL_MAX of each of `processes` server processes (the setting overrides it):
 * up to 16 processes stay under 80 connections together, which leaves room under Postgres' default
 * max_connections (100) for migrations, administrators and their tools. Past that, raise
 * max_connections or put a pooler in front (docs/scaling.md).
 */
export function poolMaxPerProcess(processes: number): number {
  const perProcess = MACHINE_CONNECTIONS / processes;
  const perPool = Math.floor((perProcess - HELD_PER_PROCESS) / POOLS_PER_PROCESS);
  return Math.min(MOST_PER_POOL, Math.max(FEWEST_PER_POOL, perPool));
}

/** Connections `processes` processes may open with pools of `poolMax`. */
export function connectionsAtMost(processes: number, poolMax: number): number {
  return processes * (POOLS_PER_PROCESS * poolMax + HELD_PER_PROCESS);
}
