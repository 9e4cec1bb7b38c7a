import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { REPO_ROOT } from './paths.ts';

/** `npm start` as people run it, in its own process group (shutdown and cluster tests). */

const START_TIMEOUT_MS = 120_000;

export interface NpmStart {
  baseURL: string;
  /** npm's pid, which is also the process group of the whole tree. */
  pid: number;
  exited: Promise<number | string>;
  output(): string;
}

/** `npm start` in its own process group, as a terminal runs it; resolves once /api/health answers 200. */
export async function npmStart(env: NodeJS.ProcessEnv, port: number): Promise<NpmStart> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      // The build is the e2e setup's concern; `npm start` would only check it again.
      SKIP_WEB_BUILD: '1',
      SEED_DEMO: 'true',
      // Info, for the 'shutdown complete' line.
      LOG_LEVEL: 'info',
      AUTH_SIGN_IN_LIMIT: '1000',
      ...env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-30_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  let exitedWith: number | string | undefined;
  void exited.then((code) => {
    exitedWith = code;
  });
  const started: NpmStart = { baseURL, pid: child.pid as number, exited, output: () => log };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exitedWith !== undefined) throw new Error(`npm start exited (${exitedWith}):\n${log}`);
    const status = await fetch(`${baseURL}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return started;
    if (Date.now() > deadline) {
      killGroup(started.pid, 'SIGKILL');
      throw new Error(`npm start was not ready in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The pids of a process group (npm, its shell, node and whatever node started), from ps. */
export function groupPids(pgid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps exits 1 when the group is empty
  }
}

export function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}
