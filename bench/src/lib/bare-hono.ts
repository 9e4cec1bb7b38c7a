import { BARE_PATH } from './bare-hono-server.ts';
import { type LoadTestResult, loadTest } from './load-test.ts';
import { BARE_HONO_SERVER } from './paths.ts';
import { startServer } from './server-process.ts';

export interface BareHonoReport extends LoadTestResult {
  serverExitCode: number | null;
}

/** Loads the bare Hono answer (lib/bare-hono-server.ts) as the scenarios are loaded. */
export async function measureBareHono(opts: {
  durationSeconds: number;
  connections: number;
}): Promise<BareHonoReport> {
  const server = await startServer({}, { entry: BARE_HONO_SERVER, readyPath: BARE_PATH });
  let serverExitCode: number | null = null;
  const result = await loadTest({ baseUrl: server.baseUrl, paths: [BARE_PATH], ...opts }).finally(() =>
    server.stop().then((code) => {
      serverExitCode = code;
    }),
  );
  return { ...result, serverExitCode };
}
