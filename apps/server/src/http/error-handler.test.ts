import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isConnectionError } from './error-handler.ts';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isConnectionError', () => {
  it.each([
    [
      'an administrator ending the connection',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection-class Postgres error', pgError('connection failure', '08006')],
    ['a connection cut mid-query', pgError('Connection terminated unexpectedly')],
    ['a broken client reused', pgError('Client has encountered a connection error and is not queryable')],
    ['no free connection in time', pgError('timeout exceeded when trying to connect')],
  ])('recognises %s, also wrapped by the query builder', (_what, err) => {
    expect(isConnectionError(err)).toBe(true);
    expect(isConnectionError(new DrizzleQueryError('select 1', [], err))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isConnectionError(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionError(new DrizzleQueryError('select 1', [], pgError('syntax error', '42601')))).toBe(
      false,
    );
    expect(isConnectionError(new TypeError('x is undefined'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});
