import type { MiddlewareHandler } from 'hono';
import { problemBody, problemResponse } from './problem.ts';
import type { AppEnv } from './types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for our own API: a state-changing request that carries cookies must come from a
 * trusted origin (the site itself or the native shells). Bearer-token requests carry no ambient
 * credentials and pass.
 */
export function originCheck(trusted: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (origin && allowed.has(origin)) return next();
    return problemResponse(c, problemBody(403, 'auth.origin_forbidden', c.get('requestId')));
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
