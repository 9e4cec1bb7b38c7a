import { describe, expect, it } from 'vitest';
import { parsePgbenchReport } from './run-pgbench.ts';

describe('parsePgbenchReport', () => {
  it("reads tps, average latency and transaction counts from pgbench 15's report", () => {
    const stdout = [
      'transaction type: /tmp/script.sql',
      'scaling factor: 1',
      'query mode: prepared',
      'number of clients: 10',
      'number of threads: 2',
      'maximum number of tries: 1',
      'duration: 5 s',
      'number of transactions actually processed: 7011',
      'number of failed transactions: 0 (0.000%)',
      'latency average = 7.128 ms',
      'initial connection time = 21.417 ms',
      'tps = 1402.870712 (without initial connection time)',
    ].join('\n');
    expect(parsePgbenchReport(stdout)).toEqual({ tps: 1403, latencyMs: 7.13, transactions: 7011, failed: 0 });
  });

  it('says what is missing from a report it cannot read', () => {
    expect(() => parsePgbenchReport('pgbench: error: connection refused')).toThrow(/no tps/);
  });
});
