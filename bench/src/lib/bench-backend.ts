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

export interface ScenarioResult extends LoadTestResult, Scenario {}

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
      await warmUp(server.baseUrl, scenario.paths);
      log(
        `[${backend.name}] ${scenario.scenario}: ${settings.durationSeconds} s × ${settings.connections} connections…`,
      );
      const result = await loadTest({
        baseUrl: server.baseUrl,
        paths: scenario.paths,
        durationSeconds: settings.durationSeconds,
        connections: settings.connections,
      });
      scenarios.push({ ...scenario, ...result });
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
