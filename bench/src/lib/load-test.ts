import autocannon from 'autocannon';

export interface LoadTestOptions {
  url: string;
  durationSeconds: number;
  connections: number;
}

export interface LoadTestResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Drives one URL with autocannon (keep-alive connections, no pipelining) and keeps the figures we report. */
export async function loadTest(opts: LoadTestOptions): Promise<LoadTestResult> {
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.durationSeconds,
    pipelining: 1,
    timeout: 10,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
