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
  log?.error({ err }, 'unhandled error');
  if (isConnectionError(err)) {
    return problemResponse(c, problemBody(503, 'database.unavailable', requestId));
  }
  return problemResponse(c, problemBody(500, 'internal.error', requestId));
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  problemResponse(c, problemBody(404, 'route.not_found', c.get('requestId')));

function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'].includes(code)
  );
}
