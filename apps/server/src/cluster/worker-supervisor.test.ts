import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.ts';
import { superviseWorkers, type WorkerSupervisor } from './worker-supervisor.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/echo-pid-worker.mjs', import.meta.url));
const logger = pino({ level: 'silent' });

/** The pid of the worker that answered, or the error (refused, reset) as text. */
async function whoAnswers(port: number): Promise<string> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
    return await res.text();
  } catch (err) {
    return `error: ${String((err as Error).cause ?? err)}`;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('superviseWorkers (real node:cluster workers)', () => {
  let supervisor: WorkerSupervisor | undefined;

  afterEach(async () => {
    await supervisor?.stop();
    supervisor = undefined;
  });

  function start(env: NodeJS.ProcessEnv, restartDelay: (failures: number) => number = () => 50) {
    supervisor = superviseWorkers({
      count: 2,
      logger,
      env,
      stopTimeoutMs: 5_000,
      exec: FIXTURE,
      execArgv: [],
      restartDelay,
    });
    return supervisor;
  }

  it('runs the workers on one port, replaces one that is killed and stops them all', async () => {
    const port = await freePort();
    const workers = start({ FIXTURE_PORT: String(port) });
    await workers.ready;
    const pids = workers.pids();
    expect(pids).toHaveLength(2);

    const answers = await Promise.all(Array.from({ length: 8 }, () => whoAnswers(port)));
    expect(new Set(answers)).toEqual(new Set(pids.map(String)));

    const [killed, survivor] = pids as [number, number];
    process.kill(killed, 'SIGKILL');
    await waitUntil(() => !workers.pids().includes(killed));
    for (let i = 0; i < 4; i++) expect(await whoAnswers(port)).toBe(String(survivor));
    await waitUntil(() => workers.pids().length === 2);
    const replacement = workers.pids().find((pid) => pid !== survivor) as number;
    // The replacement answers too once it listens; the survivor answers meanwhile.
    const seen = new Set<string>();
    const deadline = Date.now() + 10_000;
    while (seen.size < 2 && Date.now() < deadline) seen.add(await whoAnswers(port));
    expect(seen).toEqual(new Set([String(survivor), String(replacement)]));

    expect(await workers.stop()).toBe(true);
    expect([survivor, replacement].filter(alive)).toEqual([]);
    expect(await whoAnswers(port)).toMatch(/ECONNREFUSED/);
  });

  it('rejects ready when the workers cannot start, instead of restarting them', async () => {
    const workers = start({ FIXTURE_PORT: '0', FIXTURE_FAIL_AT_START: '1' });
    await expect(workers.ready).rejects.toThrow(/before the server could listen/);
    await waitUntil(() => workers.pids().length === 0);
  });

  it('waits longer after each worker that ends soon after it starts', async () => {
    const port = await freePort();
    const asked: number[] = [];
    const workers = start({ FIXTURE_PORT: String(port) }, (failures) => {
      asked.push(failures);
      return 50;
    });
    await workers.ready;
    for (let round = 1; round <= 3; round++) {
      const [first] = workers.pids() as [number];
      process.kill(first, 'SIGKILL');
      await waitUntil(() => !workers.pids().includes(first) && workers.pids().length === 2);
    }
    // Each of them had run for less than HEALTHY_AFTER_MS: three quick failures in a row.
    expect(asked).toEqual([1, 2, 3]);
  });
});
