/** A positive whole number from a setting, or an error naming the setting. */
export function positiveSetting(name: string, value: string): number {
  const n = Number(value.trim().replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must hold positive whole numbers, got "${value}"`);
  return n;
}

/**
 * The event counts to bench, ascending and each once (a larger count adds to the rows of a smaller
 * one): BENCH_EVENTS, comma-separated (default 10,000 and 100,000), plus 1,000,000 with BENCH_1M=1.
 */
export function eventCounts(env: NodeJS.ProcessEnv): number[] {
  const listed = (env.BENCH_EVENTS ?? '10000,100000')
    .split(',')
    .map((c) => positiveSetting('BENCH_EVENTS', c));
  if (env.BENCH_1M === '1') listed.push(1_000_000);
  return [...new Set(listed)].sort((a, b) => a - b);
}
