import { seedLargeEvents } from '../../../apps/server/src/db/seed/seed-large.ts';
import type { BenchBackend } from './backends.ts';
import { warmUp } from './event-pages.ts';
import { type LoadTestResult, loadTest } from './load-test.ts';
import { buildScenarios, type Scenario } from './scenarios.ts';
import { startServer } from './server-process.ts';

export interface BenchSettings {
  events: number;
  durationSeconds: number;
  connections: number;
  deepPages: number;
}

export interface ScenarioResult extends LoadTestResult, Scenario {
  /** Why the scenario could not be measured (its warm-up failed). */
  failure?: string;
}

export interface BackendReport {
  backend: string;
  events: number;
  seedMs: number;
  serverStartupMs: number;
  serverExitCode: number | null;
  durationSeconds: number;
  connections: number;
  scenarios: ScenarioResult[];
}

const log = (message: string) => process.stdout.write(`${message}\n`);

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

/** Seeds the backend, starts the real server on it, measures every scenario, and stops the server. */
export async function benchBackend(backend: BenchBackend, settings: BenchSettings): Promise<BackendReport> {
  log(`\n[${backend.name}] seeding ${settings.events.toLocaleString('en')} events…`);
  const seedStarted = performance.now();
  const handle = await backend.open();
  try {
    await seedLargeEvents(handle, settings.events);
  } finally {
    await handle.close();
  }
  const seedMs = Math.round(performance.now() - seedStarted);
  log(`[${backend.name}] seeded in ${(seedMs / 1000).toFixed(1)} s; starting the server…`);

  const server = await startServer({ ...backend.serverEnv, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const scenarios: ScenarioResult[] = [];
  let serverExitCode: number | null = null;
  try {
    log(`[${backend.name}] server ready in ${(server.startupMs / 1000).toFixed(1)} s at ${server.baseUrl}`);
    const plan = await buildScenarios(server.baseUrl, settings.deepPages);
    for (const scenario of plan) {
      log(
        `[${backend.name}] ${scenario.scenario}: ${settings.durationSeconds} s × ${settings.connections} connections…`,
      );
      const result = await measure(server.baseUrl, scenario, settings);
      log(
        `  ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, ` +
          `${result.non2xx} non-2xx, ${result.errors} errors${result.failure ? ` (${result.failure})` : ''}`,
      );
      scenarios.push({ ...scenario, ...result });
      // Requests the load left running (timed-out ones) finish before the next scenario starts.
      await waitUntilIdle(server.baseUrl);
    }
  } finally {
    serverExitCode = await server.stop();
  }
  return {
    backend: backend.name,
    events: settings.events,
    seedMs,
    serverStartupMs: server.startupMs,
    serverExitCode,
    durationSeconds: settings.durationSeconds,
    connections: settings.connections,
    scenarios,
  };
}
