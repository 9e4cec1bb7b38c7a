import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';
import { REPO_ROOT, SERVER_MAIN } from './paths.ts';

export interface RunningServer {
  baseUrl: string;
  /** Milliseconds from spawn until its ready path answered 200. */
  startupMs: number;
  /** Sends SIGTERM and resolves with the exit code (null when killed after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
  /** The last lines the server printed (to explain a failed request). */
  output(): string;
}

const OUTPUT_TAIL = 8_000;
const HEALTH_TIMEOUT_MS = 120_000;

export interface ServerProgram {
  /** Module run through tsx. */
  entry: string;
  /** Path that answers 200 once the server is ready. */
  readyPath: string;
}

const EVENTOS: ServerProgram = { entry: SERVER_MAIN, readyPath: '/api/health' };

/**
 * The real server (apps/server/src/main.ts through tsx), or another `program`, on a free port of
 * 127.0.0.1 with PORT and HOST set.
 */
export async function startServer(
  env: Record<string, string>,
  program: ServerProgram = EVENTOS,
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', program.entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  try {
    await waitForHealth(`${baseUrl}${program.readyPath}`, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }
  const startupMs = Math.round(performance.now() - started);

  return {
    baseUrl,
    startupMs,
    output: () => output,
    async stop(timeoutMs = 15_000) {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = sleep(timeoutMs).then(() => 'timeout' as const);
      const result = await Promise.race([exited, timer]);
      if (result === 'timeout') {
        child.kill('SIGKILL');
        process.stderr.write(`server did not stop within ${timeoutMs} ms\n${output}\n`);
        return null;
      }
      if (result !== 0) process.stderr.write(`server exited with ${result}\n${output}\n`);
      return result;
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server did not answer ${url} with 200 within ${HEALTH_TIMEOUT_MS} ms`);
}
