import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/create-auth.ts';
import type { AppEnv } from './types.ts';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?eventos\.session_token=/;

/** API requests, and event cover files (a private event's cover is shown only to who may see it). */
const readsSession = (path: string) => path.startsWith('/api/v1/') || path.startsWith('/uploads/events/');

/**
 * Resolves the caller of an API request from the session cookie (web) or bearer token (native)
 * into `userId`; everyone else is a visitor (null). Pages and files skip the lookup.
 */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('userId', null);
    c.set('sessionId', null);
    const path = c.req.path;
    const carriesSession =
      SESSION_COOKIE.test(c.req.header('cookie') ?? '') ||
      (c.req.header('authorization') ?? '').toLowerCase().startsWith('bearer ');
    if (readsSession(path) && carriesSession) {
      try {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        c.set('userId', session?.user.id ?? null);
        c.set('sessionId', session?.session.id ?? null);
      } catch (err) {
        c.get('log').warn({ err }, 'session could not be read; treating the caller as a visitor');
      }
    }
    await next();
  };
}
