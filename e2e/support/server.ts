import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.ts';
import { REPO_ROOT } from './paths.ts';

/** First start migrates and seeds an empty PGlite database: give it time. */
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;
const LOG_LINES_KEPT = 200;

export interface StartServerOptions {
  /** Shown before every line the server prints. */
  name?: string;
  /** Extra environment, applied last. */
  env?: NodeJS.ProcessEnv;
  /** Echo the server's output to this process's stderr as it arrives. */
  echo?: boolean;
  /** Listen here instead of a free port chosen now (when peers must know the address first). */
  port?: number;
}

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | NodeJS.Signals>;
  /** The last lines the server printed, for failure messages. */
  recentOutput(): string;
}

/**
 * Starts the real server as `npm start` does (node with tsx's loader, from the repository root) on a free
 * port with a fresh, empty data directory, and waits until GET /api/health answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const name = options.name ?? 'server';
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'eventos-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // The embedded database in DATA_DIR, never a server configured in the caller's shell.
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > LOG_LINES_KEPT) lines.shift();
      if (options.echo) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const server: RunningServer = {
    baseURL,
    port,
    dataDir,
    process: child,
    exited,
    recentOutput: () => lines.join('\n'),
  };

  try {
    await waitForHealth(server);
  } catch (err) {
    await stopServer(server).catch(() => undefined);
    throw err;
  }
  return server;
}

async function waitForHealth(server: RunningServer): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitedWith: number | NodeJS.Signals | undefined;
  void server.exited.then((code) => {
    exitedWith = code;
  });
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      throw new Error(
        `The server exited (${exitedWith}) before it was ready. Its output:\n${server.recentOutput()}`,
      );
    }
    try {
      const response = await fetch(`${server.baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (err) {
      lastProblem = err instanceof Error ? err.message : String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server was not ready after ${READY_TIMEOUT_MS / 1000} s (${lastProblem}). Its output:\n${server.recentOutput()}`,
  );
}

/**
 * Sends SIGTERM, waits for the process to exit (SIGKILL after STOP_TIMEOUT_MS) and removes its
 * data directory. Resolves with how the process ended.
 */
export async function stopServer(server: RunningServer): Promise<number | NodeJS.Signals> {
  const { process: child } = server;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    server.exited,
    new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  let result: number | NodeJS.Signals;
  if (outcome === 'timeout') {
    child.kill('SIGKILL');
    result = await server.exited;
  } else {
    result = outcome;
  }
  await rm(server.dataDir, { recursive: true, force: true, maxRetries: 3 });
  if (outcome === 'timeout') {
    throw new Error(`The server did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; it was killed.`);
  }
  return result;
}
