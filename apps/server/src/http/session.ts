import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/create-auth.ts';
import { databaseIsAway, databaseUnavailable } from './database-away.ts';
import type { AppEnv } from './types.ts';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?eventos\.session_token=/;

/** Whether the request carries a session cookie (without one, the caller is a visitor). */
export const hasSessionCookie = (cookie: string | undefined) => SESSION_COOKIE.test(cookie ?? '');

/**
 * API requests, and event covers, group images and sponsor logos (a private event's cover, a
 * private group's images and a logo not yet approved are shown only to who may see them).
 */
const readsSession = (path: string) =>
  path.startsWith('/api/v1/') ||
  path.startsWith('/uploads/events/') ||
  path.startsWith('/uploads/groups/') ||
  path.startsWith('/uploads/sponsorships/');

/**
 * Resolves the caller of an API request from the session cookie (HttpOnly: page scripts never see
 * it) into `userId`; everyone else, an Authorization header included, is a visitor (null). Pages
 * and files skip the lookup.
 */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('userId', null);
    c.set('sessionId', null);
    const path = c.req.path;
    if (readsSession(path) && hasSessionCookie(c.req.header('cookie'))) {
      // Only the cookie names the session; the address it was sent to picks the cookie's name.
      const headers = new Headers({ cookie: c.req.header('cookie') ?? '' });
      for (const name of ['x-forwarded-host', 'x-forwarded-proto']) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      headers.set('host', new URL(c.req.url).host);
      try {
        const session = await auth.api.getSession({ headers });
        c.set('userId', session?.user.id ?? null);
        c.set('sessionId', session?.session.id ?? null);
      } catch (err) {
        // A signed-in person is not a visitor while the database is away: they are told to retry.
        if (await databaseIsAway(c.get('database'), err)) throw databaseUnavailable();
        c.get('log').warn({ err }, 'session could not be read; treating the caller as a visitor');
      }
    }
    await next();
  };
}
