import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectionsAtMost, poolMaxPerProcess } from './pool-size.ts';

const POSTGRES = 'postgres://u@db:5432/eventos';

describe('WEB_CONCURRENCY', () => {
  it('is the core count on a Postgres server and one process on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '' }).webConcurrency).toBe(
      availableParallelism(),
    );
    expect(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({})).toMatchObject({ webConcurrency: 1, webConcurrencyRefused: undefined });
    expect(loadConfig({ WEB_CONCURRENCY: '1' })).toMatchObject({
      webConcurrency: 1,
      webConcurrencyRefused: undefined,
    });
    // More than one on the embedded database: one runs, and start says why.
    expect(loadConfig({ WEB_CONCURRENCY: '4' })).toMatchObject({
      webConcurrency: 1,
      webConcurrencyRefused: 4,
    });
  });

  it('accepts 1 to 256 processes', () => {
    for (const bad of ['0', '257', '1.5', 'many', '-2']) {
      expect(() => loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/);
    }
    expect(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '256' }).webConcurrency).toBe(256);
  });

  it('sizes each process pool so up to 16 processes of one machine stay under 80 connections', () => {
    expect(poolMaxPerProcess(1)).toBe(10);
    expect(poolMaxPerProcess(2)).toBe(10);
    expect(poolMaxPerProcess(4)).toBe(9);
    expect(poolMaxPerProcess(8)).toBe(4);
    expect(poolMaxPerProcess(64)).toBe(2);
    for (let processes = 1; processes <= 16; processes++) {
      expect(connectionsAtMost(processes, poolMaxPerProcess(processes))).toBeLessThanOrEqual(80);
    }
    expect(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '16' }).databasePoolMax).toBe(2);
    // An explicit DATABASE_POOL_MAX is each process' pool, whatever the count.
    expect(
      loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '16', DATABASE_POOL_MAX: '7' }).databasePoolMax,
    ).toBe(7);
    expect(loadConfig({}).databasePoolMax).toBe(10);
  });
});
