import { describe, expect, it } from 'vitest';
import { eventCounts } from './event-counts.ts';

describe('eventCounts', () => {
  it('is 10k and 100k by default, and adds 1M with BENCH_1M=1', () => {
    expect(eventCounts({})).toEqual([10_000, 100_000]);
    expect(eventCounts({ BENCH_1M: '1' })).toEqual([10_000, 100_000, 1_000_000]);
  });

  it('reads a comma-separated list in any order, once each, underscores allowed', () => {
    expect(eventCounts({ BENCH_EVENTS: '1_000_000, 10000,10000', BENCH_1M: '1' })).toEqual([
      10_000, 1_000_000,
    ]);
  });

  it('refuses what is not a positive whole number', () => {
    expect(() => eventCounts({ BENCH_EVENTS: '10k' })).toThrow(/BENCH_EVENTS.*"10k"/);
    expect(() => eventCounts({ BENCH_EVENTS: '0' })).toThrow(/BENCH_EVENTS/);
  });
});
