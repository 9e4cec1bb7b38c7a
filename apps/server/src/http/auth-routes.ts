import { authRequestSchemas } from '@eventos/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AccountThrottle } from '../auth/account-throttle.ts';
import { type Auth, CLIENT_IP_HEADER } from '../auth/create-auth.ts';
import { mapAuthError } from './auth-problems.ts';
import { tooLarge } from './body-limit.ts';
import { clientAddress } from './client-address.ts';
import { databaseIsAway, databaseUnavailable } from './database-away.ts';
import { problemBody, problemResponse } from './problem.ts';
import type { AppEnv } from './types.ts';
import { jsonBody, parseOrProblem } from './validate.ts';

type AuthPath = keyof typeof authRequestSchemas;

const isAuthPath = (path: string): path is AuthPath => Object.hasOwn(authRequestSchemas, path);

/**
 * /api/auth/*: the auth library behind our own edges. Bodies of the public forms are checked with
 * the domain schemas first; the client address the library rate-limits by is the one we trust
 * (the socket, or the proxy's entry with TRUST_PROXY), never a header the client chose; password
 * sign-ins are also counted per account (account-throttle.ts); errors leave as problem+json with our
 * codes.
 */
export function authRoutes(auth: Auth, opts: { trustProxy: boolean; accountThrottle?: AccountThrottle }) {
  return new Hono<AppEnv>()
    .use('*', bodyLimit({ maxSize: 64 * 1024, onError: tooLarge }))
    .all('*', async (c) => {
      const raw = c.req.raw;
      const url = new URL(raw.url);
      const subPath = url.pathname.replace(/^\/api\/auth/, '');
      const headers = new Headers(raw.headers);
      headers.delete(CLIENT_IP_HEADER);
      headers.set(CLIENT_IP_HEADER, clientAddress(c, opts.trustProxy));

      let body: string | undefined;
      // The account a password sign-in is for: counted per account before the password is checked.
      let signInEmail: string | undefined;
      if (raw.method === 'POST' && isAuthPath(subPath)) {
        const parsed = parseOrProblem(authRequestSchemas[subPath], await jsonBody(c));
        body = JSON.stringify(parsed);
        headers.set('content-type', 'application/json');
        headers.delete('content-length');
        if (subPath === '/sign-in/email' && 'email' in parsed) signInEmail = parsed.email;
      } else if (raw.method !== 'GET' && raw.method !== 'HEAD') {
        // An empty JSON body (sign-out) is sent as {} so the library does not reject it as malformed.
        body = (await raw.text()) || (headers.get('content-type')?.includes('json') ? '{}' : undefined);
      }

      const db = c.get('database').db;
      const throttle = signInEmail === undefined ? undefined : opts.accountThrottle;
      if (throttle && signInEmail !== undefined) {
        const wait = await throttle.attempt(db, signInEmail);
        if (wait > 0) {
          const answer = problemResponse(c, problemBody(429, 'auth.rate_limited', c.get('requestId')));
          answer.headers.set('Retry-After', String(wait));
          return answer;
        }
      }

      const response = await auth.handler(new Request(url, { method: raw.method, headers, body }));
      if (throttle && signInEmail !== undefined && response.ok) await throttle.succeeded(db, signInEmail);
      if (response.ok || (response.status >= 300 && response.status < 400)) return response;

      const payload = await response
        .clone()
        .json()
        .catch(() => undefined);
      // The library answers a lost database as its own 500: say what it is, as /api/v1 does.
      if (response.status >= 500 && (await databaseIsAway(c.get('database')))) throw databaseUnavailable();
      const mapped = mapAuthError(response.status, payload);
      if (mapped.status >= 500) c.get('log').error({ status: response.status, payload }, 'auth error');
      const problem = problemBody(mapped.status, mapped.code, c.get('requestId'), undefined, mapped.errors);
      const answer = problemResponse(c, problem);
      const retryAfter = response.headers.get('x-retry-after');
      if (retryAfter) answer.headers.set('Retry-After', retryAfter);
      return answer;
    });
}
