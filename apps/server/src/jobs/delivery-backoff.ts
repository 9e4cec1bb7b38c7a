/** Pauses before the second, third, fourth and fifth attempts; after the fifth a job has failed. */
export const DELIVERY_BACKOFF_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000] as const;

/** The pause before the next attempt after `attempts` failed ones, or null when it should stop. */
export function nextAttemptDelay(
  attempts: number,
  backoffMs: readonly number[] = DELIVERY_BACKOFF_MS,
): number | null {
  if (attempts < 1) return backoffMs[0] ?? null;
  return backoffMs[attempts - 1] ?? null;
}
