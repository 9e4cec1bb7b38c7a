import autocannon from 'autocannon';
import { percentile } from './percentile.ts';

export interface LoadTestOptions {
  /** Origin of the server, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** Paths each connection requests in turn (one path: that URL only). */
  paths: readonly string[];
  durationSeconds: number;
  connections: number;
  /** Headers every request carries (a session cookie for a signed-in reader). */
  headers?: Record<string, string>;
}

export interface LoadTestResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Run = autocannon.Instance & Promise<autocannon.Result>;

/**
 * Drives the paths with autocannon (keep-alive connections, no pipelining) and keeps the figures we
 * report; percentiles are of the 2xx answers' latencies, in milliseconds with one decimal.
 */
export async function loadTest(opts: LoadTestOptions): Promise<LoadTestResult> {
  const latencies: number[] = [];
  const run = autocannon({
    url: opts.baseUrl,
    requests: opts.paths.map((path) => ({ method: 'GET', path })),
    ...(opts.headers ? { headers: opts.headers } : {}),
    connections: opts.connections,
    duration: opts.durationSeconds,
    pipelining: 1,
    timeout: 10,
  }) as unknown as Run;
  run.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: ms(50),
    p95Ms: ms(95),
    p99Ms: ms(99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
