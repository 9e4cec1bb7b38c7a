import { cpus } from 'node:os';
import { seedLargeEvents } from '../../../apps/server/src/db/seed/seed-large.ts';
import type { BenchBackend } from './backends.ts';
import { type BareHonoReport, measureBareHono } from './bare-hono.ts';
import { warmUp } from './event-pages.ts';
import { type LoadTestResult, loadTest } from './load-test.ts';
import { type PgbenchCeiling, pgbenchCeiling } from './pgbench/pgbench-ceiling.ts';
import { recordRequests } from './record-requests.ts';
import { buildScenarios, type Scenario, type ScenarioSet } from './scenarios.ts';
import { startServer } from './server-process.ts';
import type { RecordedStatement } from './wire/statement-log.ts';

export interface BenchSettings {
  durationSeconds: number;
  connections: number;
  deepPages: number;
  scenarioSet: ScenarioSet;
  /** Whether pgbench can be run (the database ceiling column). */
  pgbench: boolean;
}

/** A recorded statement as the results file keeps it (bytes as \x hex). */
export interface StatementSummary extends Omit<RecordedStatement, 'params'> {
  params: (string | null)[];
}

export interface ScenarioResult extends LoadTestResult, Scenario {
  /** Why the scenario could not be measured (its warm-up failed). */
  failure?: string;
  /** What one request of it sent to Postgres, as replayed by pgbench (Postgres backend only). */
  statements?: StatementSummary[];
  /** Statements of the second of two requests in a row (fewer than `statements`: answered from memory). */
  secondRequestStatements?: number;
  /** Those statements run by pgbench (Postgres backend, when pgbench is installed). */
  pgbench?: PgbenchCeiling;
}

export interface BackendReport {
  backend: string;
  events: number;
  seedMs: number;
  serverStartupMs: number;
  serverExitCode: number | null;
  /** Exit code of the server that ran behind the recording proxy (Postgres backend). */
  recordingServerExitCode?: number | null;
  durationSeconds: number;
  connections: number;
  /** The bare Hono answer, loaded just before the scenarios (the machine as busy as for them). */
  bareHono: BareHonoReport;
  /** Scenarios measured every request reaching the database, in one process. */
  scenarios: ScenarioResult[];
  /** The first scenario again: from the visitors' cache, and (Postgres) across every core. */
  variants: ScenarioResult[];
}

const log = (message: string) => process.stdout.write(`${message}\n`);

const summary = (s: RecordedStatement): StatementSummary => ({
  ...s,
  params: s.params.map((p) =>
    p === null || typeof p === 'string' ? p : `\\x${Buffer.from(p).toString('hex')}`,
  ),
});

/** Warms the scenario up and loads it; a warm-up that fails is a failed scenario, not a lost run. */
async function measure(
  baseUrl: string,
  scenario: Scenario,
  settings: BenchSettings,
): Promise<LoadTestResult & { failure?: string }> {
  try {
    await warmUp(baseUrl, scenario.paths);
  } catch (err) {
    const failure = (err as Error).message.slice(0, 200);
    return {
      requestsPerSecond: 0,
      p50Ms: 0,
      p95Ms: 0,
      p99Ms: 0,
      requests: 0,
      non2xx: 0,
      errors: 1,
      timeouts: 0,
      failure,
    };
  }
  return loadTest({
    baseUrl,
    paths: scenario.paths,
    durationSeconds: settings.durationSeconds,
    connections: settings.connections,
  });
}

/** Waits (up to two minutes) until a one-event page answers 200 within a second. */
async function waitUntilIdle(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/v1/events?limit=1`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // still busy
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Seeds up to `events` (rows already there are kept), so a larger count adds to a smaller one. */
async function seed(backend: BenchBackend, events: number): Promise<number> {
  log(`\n[${backend.name}] seeding up to ${events.toLocaleString('en')} events…`);
  const started = performance.now();
  const handle = await backend.open();
  try {
    await seedLargeEvents(handle, events);
  } finally {
    await handle.close();
  }
  const seedMs = Math.round(performance.now() - started);
  log(`[${backend.name}] seeded in ${(seedMs / 1000).toFixed(1)} s`);
  return seedMs;
}

/**
 * Seeds the backend to `events`; on Postgres records what one request of each scenario sends
 * (lib/record-requests.ts); loads the bare Hono answer; starts the real server straight on the
 * database, measures every scenario and stops it; then, on Postgres, runs each scenario's
 * statements with pgbench.
 */
export async function benchEvents(
  backend: BenchBackend,
  events: number,
  settings: BenchSettings,
): Promise<BackendReport> {
  const seedMs = await seed(backend, events);
  const plan = (baseUrl: string) => buildScenarios(baseUrl, settings.deepPages, settings.scenarioSet);
  const serverEnv = { ...backend.serverEnv, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  const recording = backend.name === 'postgres' ? await recordRequests(serverEnv, plan) : undefined;
  if (recording) log(`[${backend.name}] recorded the statements of ${recording.requests.size} requests`);

  log(`[${backend.name}] bare Hono: ${settings.durationSeconds} s × ${settings.connections} connections…`);
  const bareHono = await measureBareHono(settings);
  log(`  ${bareHono.requestsPerSecond} req/s, p50 ${bareHono.p50Ms} ms, p99 ${bareHono.p99Ms} ms`);

  // Every request reaches the database, in one process: what pgbench's ceiling compares with.
  const direct = await measureOnServer(
    backend.name,
    { ...serverEnv, ...ONE_PROCESS, ...NO_CACHE },
    settings,
    {
      scenarios: recording?.scenarios,
      plan,
      recorded: recording?.requests,
    },
  );
  const scenarios = direct.scenarios;
  const first = scenarios[0];
  const variants: ScenarioResult[] = [];
  const exitCodes = [direct.exitCode];
  if (first) {
    // The list again from visitors' short-lived cache, then across every core.
    const cached = await measureOnServer(backend.name, { ...serverEnv, ...ONE_PROCESS }, settings, {
      scenarios: [{ scenario: `${first.scenario}, cache warm`, group: first.group, paths: first.paths }],
    });
    variants.push(...cached.scenarios);
    const cores = cpus().length;
    if (backend.name === 'postgres' && cores > 1) {
      const spread = await measureOnServer(
        backend.name,
        { ...serverEnv, ...NO_CACHE, WEB_CONCURRENCY: String(cores) },
        settings,
        {
          scenarios: [
            { scenario: `${first.scenario}, ${cores} processes`, group: first.group, paths: first.paths },
          ],
        },
      );
      variants.push(...spread.scenarios);
      exitCodes.push(spread.exitCode);
    }
    exitCodes.push(cached.exitCode);
  }
  // The first server that did not stop cleanly, if any.
  const serverExitCode = exitCodes.find((code) => code !== 0) ?? 0;

  const databaseUrl = backend.serverEnv.DATABASE_URL;
  if (recording && settings.pgbench && databaseUrl) {
    for (const scenario of scenarios) {
      log(`[${backend.name}] pgbench: ${scenario.scenario}…`);
      const recorded = recording.requests.get(scenario.scenario);
      const unrecorded = recording.problems.get(scenario.scenario) ?? 'not recorded';
      scenario.pgbench = recorded
        ? await pgbenchCeiling(
            recorded.statements,
            { databaseUrl, clients: settings.connections, durationSeconds: settings.durationSeconds },
            scenario.scenario,
          )
        : { problems: [unrecorded] };
      const { prepared, simple, problems } = scenario.pgbench;
      log(`  prepared ${prepared?.tps ?? '–'} tps, simple ${simple?.tps ?? '–'} tps ${problems.join('; ')}`);
    }
  }
  return {
    backend: backend.name,
    events,
    seedMs,
    serverStartupMs: direct.startupMs,
    serverExitCode,
    ...(recording ? { recordingServerExitCode: recording.serverExitCode } : {}),
    durationSeconds: settings.durationSeconds,
    connections: settings.connections,
    bareHono,
    scenarios,
    variants,
  };
}

const ONE_PROCESS = { WEB_CONCURRENCY: '1' };
const NO_CACHE = { ANONYMOUS_CACHE_MS: '0' };

/**
 * Starts the server with `env`, measures each scenario (the given ones, else the plan's) and stops
 * it; a stop that is not clean shows in the exit code.
 */
async function measureOnServer(
  backendName: string,
  env: Record<string, string>,
  settings: BenchSettings,
  what: {
    scenarios?: Scenario[];
    plan?: (baseUrl: string) => Promise<Scenario[]>;
    recorded?: Map<string, { statements: RecordedStatement[]; secondRequestStatements: number }>;
  },
): Promise<{ scenarios: ScenarioResult[]; exitCode: number | null; startupMs: number }> {
  const server = await startServer(env);
  const scenarios: ScenarioResult[] = [];
  let exitCode: number | null = null;
  try {
    log(`[${backendName}] server ready in ${(server.startupMs / 1000).toFixed(1)} s at ${server.baseUrl}`);
    for (const scenario of what.scenarios ?? (await what.plan?.(server.baseUrl)) ?? []) {
      log(
        `[${backendName}] ${scenario.scenario}: ${settings.durationSeconds} s × ${settings.connections} connections…`,
      );
      const result = await measure(server.baseUrl, scenario, settings);
      log(
        `  ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
          `${result.non2xx} non-2xx, ${result.errors} errors${result.failure ? ` (${result.failure})` : ''}`,
      );
      const recorded = what.recorded?.get(scenario.scenario);
      scenarios.push({
        ...scenario,
        ...result,
        ...(recorded
          ? {
              statements: recorded.statements.map(summary),
              secondRequestStatements: recorded.secondRequestStatements,
            }
          : {}),
      });
      // Requests the load left running (timed-out ones) finish before the next scenario starts.
      await waitUntilIdle(server.baseUrl);
    }
  } finally {
    exitCode = await server.stop();
  }
  return { scenarios, exitCode, startupMs: server.startupMs };
}
