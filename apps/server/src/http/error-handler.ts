import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { HttpProblem, problemBody, problemResponse } from './problem.ts';
import type { AppEnv } from './types.ts';

/** Every error leaves as problem+json; a 5xx carries the request id and never a stack trace. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const requestId = c.get('requestId');
  if (err instanceof HttpProblem) {
    return problemResponse(
      c,
      problemBody(err.status, err.code, requestId, err.message, err.errors, err.params),
    );
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = err.status === 404 ? 'route.not_found' : 'request.invalid';
    return problemResponse(c, problemBody(err.status, code, requestId));
  }
  const log = c.get('log');
  if (isConnectionError(err)) {
    log?.warn({ err }, 'database unavailable');
    return problemResponse(c, problemBody(503, 'database.unavailable', requestId));
  }
  log?.error({ err }, 'unhandled error');
  return problemResponse(c, problemBody(500, 'internal.error', requestId));
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  problemResponse(c, problemBody(404, 'route.not_found', c.get('requestId')));

/** Error codes of a database that is away: network failures and Postgres classes 08 and 57P. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What the Postgres driver and its pool say, without a code, when the connection is gone or none is free. */
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/** Whether `err` (or what it wraps: the query builder keeps the driver's error as `cause`) means the database is away. */
export function isConnectionError(err: unknown): boolean {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
