/** Wait before replacing a worker that had been serving for a while. */
export const FIRST_RESTART_DELAY_MS = 250;
/** The longest wait, however often workers keep failing. */
export const LONGEST_RESTART_DELAY_MS = 30_000;
/** A worker that ran this long was healthy: its end starts the count of failures afresh. */
export const HEALTHY_AFTER_MS = 10_000;

/**
 * How long to wait before replacing a worker that ended unexpectedly, given how many workers in a
 * row ended soon after they started (this one included): a lone crash is replaced at once, a worker
 * that cannot start (a broken database, a bad deploy) is retried ever more slowly, never in a loop.
 */
export function restartDelayMs(quickFailuresInARow: number): number {
  const doublings = Math.max(0, quickFailuresInARow - 1);
  return Math.min(LONGEST_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.min(doublings, 20));
}
