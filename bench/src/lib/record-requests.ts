import { setTimeout as sleep } from 'node:timers/promises';
import type { Scenario } from './scenarios.ts';
import { startServer } from './server-process.ts';
import { type RecordingProxy, startRecordingProxy } from './wire/recording-proxy.ts';
import type { RecordedStatement } from './wire/statement-log.ts';

/** What one scenario's request sent to the database. */
export interface RecordedRequest {
  /** The statements to replay: the second request's, or the first's when the second sent none. */
  statements: RecordedStatement[];
  /** How many statements the second request sent (0: answered from memory). */
  secondRequestStatements: number;
}

export interface RecordedRequests {
  scenarios: Scenario[];
  /** One request of each scenario (its first path), by scenario name. */
  requests: Map<string, RecordedRequest>;
  /** Why a scenario's statements could not be recorded. */
  problems: Map<string, string>;
  serverExitCode: number | null;
}

/** Time for statements a request leaves running after its answer (a page-view count) to arrive. */
const TRAILING_MS = 150;

/**
 * The server keeps visitors' answers in memory for a moment; the recording server keeps none, so
 * each request it answers shows the statements an answer costs. (The measured server keeps its
 * defaults.)
 */
const RECORDING_ENV = { ANONYMOUS_CACHE_MS: '0' };

async function recordGet(proxy: RecordingProxy, url: string): Promise<RecordedStatement[]> {
  proxy.record();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status} while recording`);
  await sleep(TRAILING_MS);
  return proxy.take();
}

/**
 * Starts the real server with its Postgres connections through a recording proxy, plans the
 * scenarios on it, and records two requests of each: the second is the one replayed, the first
 * having warmed what a running server keeps warm (prepared statements); should the second send
 * nothing, the first is replayed. Then stops it: the proxy is never in a measured path.
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
    const server = await startServer({ ...serverEnv, ...RECORDING_ENV, DATABASE_URL: proxied.toString() });
    const requests = new Map<string, RecordedRequest>();
    const problems = new Map<string, string>();
    let scenarios: Scenario[] = [];
    let serverExitCode: number | null = null;
    try {
      scenarios = await plan(server.baseUrl);
      for (const scenario of scenarios) {
        const url = `${server.baseUrl}${scenario.paths[0]}`;
        try {
          const first = await recordGet(proxy, url);
          const second = await recordGet(proxy, url);
          requests.set(scenario.scenario, {
            statements: second.length > 0 ? second : first,
            secondRequestStatements: second.length,
          });
        } catch (err) {
          problems.set(scenario.scenario, `not recorded: ${(err as Error).message}`);
        }
      }
    } finally {
      serverExitCode = await server.stop();
    }
    return { scenarios, requests, problems, serverExitCode };
  } finally {
    await proxy.close();
  }
}
