import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../logger.ts';
import { HEALTHY_AFTER_MS, restartDelayMs } from './restart-backoff.ts';

export interface SuperviseOptions {
  /** Workers to keep running. */
  count: number;
  logger: Logger;
  /** Added to every worker's environment (the primary's own is inherited). */
  env?: NodeJS.ProcessEnv;
  /** How long workers may take to drain once told to stop; then they are killed. */
  stopTimeoutMs: number;
  /** Script and Node flags of a worker; by default the primary's own (node:cluster's defaults). */
  exec?: string;
  execArgv?: string[];
  /** Wait before replacing a worker, given the workers in a row that ended soon after starting. */
  restartDelay?: (quickFailuresInARow: number) => number;
}

export interface WorkerSupervisor {
  /** Resolves once `count` workers listen; rejects when a worker ends before any worker listened. */
  ready: Promise<void>;
  /** Pids of the workers running now. */
  pids(): number[];
  /**
   * Tells every worker to drain (SIGTERM; each lets its requests finish and exits) and resolves
   * once all have ended: true when each ended by itself, in time, with exit code 0.
   */
  stop(): Promise<boolean>;
}

interface Running {
  worker: Worker;
  startedAt: number;
  listening: boolean;
}

/**
 * Keeps `count` node:cluster workers serving one port. A worker that ends while the server is not
 * stopping is replaced after a back-off (restart-backoff.ts); one that ends before any worker ever
 * listened means the server cannot start, which the caller hears through `ready`.
 */
export function superviseWorkers(options: SuperviseOptions): WorkerSupervisor {
  const { count, logger, env = {}, stopTimeoutMs, restartDelay = restartDelayMs } = options;
  cluster.setupPrimary({
    ...(options.exec ? { exec: options.exec } : {}),
    ...(options.execArgv ? { execArgv: options.execArgv } : {}),
  });

  const running = new Map<number, Running>();
  const restartTimers = new Set<NodeJS.Timeout>();
  let anyListened = false;
  let quickFailures = 0;
  let stopping: Promise<boolean> | undefined;
  let markReady: () => void = () => {};
  let failReady: (err: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });

  const fork = () => {
    const worker = cluster.fork(env);
    const entry: Running = { worker, startedAt: Date.now(), listening: false };
    running.set(worker.id, entry);
    worker.on('listening', () => {
      entry.listening = true;
      anyListened = true;
      if ([...running.values()].filter((r) => r.listening).length >= count) markReady();
    });
    // IPC trouble with one worker (it is going away); its 'exit' decides what happens next.
    worker.on('error', (err) =>
      logger.warn({ err, workerPid: worker.process.pid }, 'server process channel error'),
    );
    worker.once('exit', (code, signal) => ended(entry, code, signal));
  };

  const ended = (entry: Running, code: number | null, signal: string | null) => {
    running.delete(entry.worker.id);
    if (stopping) return;
    const pid = entry.worker.process.pid;
    if (!anyListened) {
      logger.error({ workerPid: pid, code, signal }, 'a server process ended before the server could listen');
      failReady(new Error(`a server process ended (${signal ?? code}) before the server could listen`));
      return;
    }
    const healthy = entry.listening && Date.now() - entry.startedAt >= HEALTHY_AFTER_MS;
    quickFailures = healthy ? 0 : quickFailures + 1;
    const delayMs = restartDelay(quickFailures);
    logger[code === 0 ? 'warn' : 'error'](
      { workerPid: pid, code, signal, restartInMs: delayMs },
      'a server process ended unexpectedly; starting another',
    );
    const timer = setTimeout(() => {
      restartTimers.delete(timer);
      if (!stopping) fork();
    }, delayMs);
    restartTimers.add(timer);
  };

  const stop = (): Promise<boolean> => {
    stopping ??= new Promise<boolean>((resolve) => {
      for (const timer of restartTimers) clearTimeout(timer);
      restartTimers.clear();
      const left = [...running.values()].filter((r) => !r.worker.isDead());
      if (left.length === 0) return resolve(true);
      let clean = true;
      let waiting = left.length;
      const deadline = setTimeout(() => {
        clean = false;
        for (const { worker } of left) if (!worker.isDead()) worker.process.kill('SIGKILL');
      }, stopTimeoutMs);
      for (const { worker } of left) {
        worker.once('exit', (code) => {
          if (code !== 0) clean = false;
          waiting--;
          if (waiting > 0) return;
          clearTimeout(deadline);
          resolve(clean);
        });
        // A signal, not worker.disconnect(): that would close the worker's port at once, while
        // the worker's own shutdown lets the requests under way finish first.
        worker.process.kill('SIGTERM');
      }
    });
    return stopping;
  };

  for (let i = 0; i < count; i++) fork();
  return {
    ready,
    pids: () => [...running.values()].flatMap((r) => (r.worker.process.pid ? [r.worker.process.pid] : [])),
    stop,
  };
}
