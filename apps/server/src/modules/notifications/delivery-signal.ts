import { EventEmitter } from 'node:events';

/**
 * The in-process wake-up of the delivery worker: "delivery jobs were committed, look now" instead
 * of waiting for its next poll. Carries nothing; the jobs table is the truth. Wake-ups within one
 * tick are folded into one, and a listener that throws never reaches the others or the process.
 * Every process hears of committed notifications through the database (realtime/notification-
 * listener.ts), so each one's worker wakes, whichever process stored them.
 */
const signal = new EventEmitter();
signal.setMaxListeners(0);
const QUEUED = 'queued';
let scheduled = false;

/** Says delivery jobs were committed. */
export function deliveriesQueued(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    signal.emit(QUEUED);
  });
}

/** Calls `fn` after delivery jobs were committed; answers the function that stops it. */
export function onDeliveriesQueued(fn: () => void): () => void {
  const guarded = () => {
    try {
      fn();
    } catch {
      // The worker's own loop reports its failures; a wake-up never ends the process.
    }
  };
  signal.on(QUEUED, guarded);
  return () => {
    signal.off(QUEUED, guarded);
  };
}
