import { setTimeout as sleep } from 'node:timers/promises';
import type { Scenario } from './scenarios.ts';
import { startServer } from './server-process.ts';
import { startRecordingProxy } from './wire/recording-proxy.ts';
import type { RecordedStatement } from './wire/statement-log.ts';

export interface RecordedRequests {
  scenarios: Scenario[];
  /** Statements of one request of each scenario (its first path), by scenario name. */
  statements: Map<string, RecordedStatement[]>;
  /** Why a scenario's statements could not be recorded. */
  problems: Map<string, string>;
  serverExitCode: number | null;
}

/** Time for statements a request leaves running after its answer (a page-view count) to arrive. */
const TRAILING_MS = 150;

async function get(url: string): Promise<void> {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status} while recording`);
}

/**
 * Starts the real server with its Postgres connections through a recording proxy, plans the
 * scenarios on it, and keeps the statements of one request of each: the second one, so the first
 * has warmed what a running server keeps warm (prepared statements, caches). Then stops it: the
 * proxy is never in a measured path.
 */
export async function recordRequests(
  serverEnv: Record<string, string>,
  plan: (baseUrl: string) => Promise<Scenario[]>,
): Promise<RecordedRequests> {
  const databaseUrl = serverEnv.DATABASE_URL;
  if (!databaseUrl) throw new Error('recording needs a Postgres DATABASE_URL');
  const upstream = new URL(databaseUrl);
  const proxy = await startRecordingProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  const proxied = new URL(upstream);
  proxied.host = `127.0.0.1:${proxy.port}`;
  try {
    const server = await startServer({ ...serverEnv, DATABASE_URL: proxied.toString() });
    const statements = new Map<string, RecordedStatement[]>();
    const problems = new Map<string, string>();
    let scenarios: Scenario[] = [];
    let serverExitCode: number | null = null;
    try {
      scenarios = await plan(server.baseUrl);
      for (const scenario of scenarios) {
        const path = scenario.paths[0];
        if (!path) continue;
        await get(`${server.baseUrl}${path}`);
        proxy.record();
        await get(`${server.baseUrl}${path}`);
        await sleep(TRAILING_MS);
        try {
          statements.set(scenario.scenario, proxy.take());
        } catch (err) {
          problems.set(scenario.scenario, `not recorded: ${(err as Error).message}`);
        }
      }
    } finally {
      serverExitCode = await server.stop();
    }
    return { scenarios, statements, problems, serverExitCode };
  } finally {
    await proxy.close();
  }
}
