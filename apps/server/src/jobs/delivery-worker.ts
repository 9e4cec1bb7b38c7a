import type { Mailer } from '../auth/mailer.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { onDeliveriesQueued } from '../modules/notifications/delivery-signal.ts';
import { DELIVERY_BACKOFF_MS, nextAttemptDelay } from './delivery-backoff.ts';
import { loadDeliveryNotification } from './delivery-notification.ts';
import { claimDueJobs, type DeliveryJob, markDone, markFailed, markRetry } from './delivery-repository.ts';
import { notificationEmail } from './notification-email.ts';
import { deliverPush, type PushDeliveryDeps } from './push-delivery.ts';

export interface DeliveryWorkerOptions {
  /** The owner connection: jobs are the server's own rows (RLS gives the app role none). */
  db: Database;
  logger: Logger;
  push: Omit<PushDeliveryDeps, 'db' | 'logger'>;
  mailer: Mailer;
  /** Absolute links in e-mails. */
  publicUrl: string;
  /** Looks for due jobs this often when nothing wakes it (jobs of other processes, retries). */
  pollMs?: number;
  /** Jobs claimed at once, sent concurrently. */
  batchSize?: number;
  /** How long a claimed job stays with this worker before another may take it over. */
  leaseMs?: number;
  backoffMs?: readonly number[];
}

export interface DeliveryWorker {
  /** Claims and runs one batch; resolves with the number of jobs it ran. */
  runOnce(): Promise<number>;
  /** Starts the loop: on every queued signal and every pollMs. */
  start(): void;
  /** Stops the loop and waits for the batch under way. */
  stop(): Promise<void>;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * Sends the notifications' push and e-mail from the outbox table (ADR 0010), at least once: a job is
 * marked done only after the push service or the mail server took it; a failure waits its backoff
 * and is tried again, up to the last pause, then it is failed with the error kept.
 */
export function createDeliveryWorker(opts: DeliveryWorkerOptions): DeliveryWorker {
  const { db, logger, mailer, publicUrl } = opts;
  const pollMs = opts.pollMs ?? 3_000;
  const batchSize = opts.batchSize ?? 10;
  const leaseMs = opts.leaseMs ?? 120_000;
  const backoffMs = opts.backoffMs ?? DELIVERY_BACKOFF_MS;
  const pushDeps: PushDeliveryDeps = { db, logger, ...opts.push };

  /** Sends the job; answers why nothing went out, when nothing did (no device, no address). */
  const send = async (job: DeliveryJob): Promise<string | null> => {
    const notification = await loadDeliveryNotification(db, job.notificationId);
    if (!notification) return 'notification gone';
    if (job.channel === 'push')
      return (await deliverPush(pushDeps, notification)) > 0 ? null : 'no device to push to';
    if (!notification.email) {
      logger.debug({ notificationId: notification.id }, 'no confirmed e-mail: notification e-mail skipped');
      return 'no confirmed e-mail';
    }
    await mailer.send(notificationEmail(notification, notification.email, publicUrl));
    return null;
  };

  const run = async (job: DeliveryJob) => {
    try {
      await markDone(db, job.id, await send(job));
    } catch (err) {
      const delay = nextAttemptDelay(job.attempts, backoffMs);
      const log = { jobId: job.id, channel: job.channel, attempts: job.attempts, err };
      if (delay === null) {
        logger.warn(log, 'notification delivery failed for good');
        await markFailed(db, job.id, errorText(err));
      } else {
        logger.info(log, 'notification delivery failed: trying again later');
        await markRetry(db, job.id, errorText(err), delay);
      }
    }
  };

  const runOnce = async () => {
    const jobs = await claimDueJobs(db, batchSize, leaseMs);
    await Promise.all(jobs.map(run));
    return jobs.length;
  };

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let unsubscribe: (() => void) | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, ms);
    timer.unref();
  };

  // One loop at a time; a wake during a batch makes it look again right after.
  function wake() {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = (async () => {
      try {
        do {
          wakeAgain = false;
          // A full batch means more may be waiting.
          while (!stopped && (await runOnce()) === batchSize) {}
        } while (wakeAgain && !stopped);
      } catch (err) {
        logger.warn({ err }, 'delivery jobs could not be read: looking again later');
      } finally {
        running = undefined;
        schedule(pollMs);
      }
    })();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onDeliveriesQueued(wake);
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      await running;
    },
  };
}
