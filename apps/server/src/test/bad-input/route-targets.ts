import type { App } from '../../app.ts';

/** One route to drive: a method and a path template whose slots get values. */
export interface RouteTarget {
  method: string;
  /** Hono path, e.g. /api/v1/events/:id/cover or /uploads/*. */
  path: string;
  /** Names of the path's slots (`*` for a wildcard), in order. */
  slots: string[];
}

/**
 * The /api/auth endpoints of the auth library that the web app and the native shells call (the
 * app mounts them all under one wildcard route, so they are named here).
 */
export const AUTH_ENDPOINTS: readonly { method: string; path: string }[] = [
  { method: 'POST', path: '/api/auth/sign-up/email' },
  { method: 'POST', path: '/api/auth/sign-in/email' },
  { method: 'POST', path: '/api/auth/sign-in/social' },
  { method: 'POST', path: '/api/auth/request-password-reset' },
  { method: 'POST', path: '/api/auth/forget-password' },
  { method: 'POST', path: '/api/auth/reset-password' },
  { method: 'GET', path: '/api/auth/reset-password/:token' },
  { method: 'POST', path: '/api/auth/change-password' },
  { method: 'POST', path: '/api/auth/change-email' },
  { method: 'POST', path: '/api/auth/update-user' },
  { method: 'POST', path: '/api/auth/send-verification-email' },
  { method: 'GET', path: '/api/auth/verify-email' },
  { method: 'GET', path: '/api/auth/get-session' },
  { method: 'GET', path: '/api/auth/list-sessions' },
  { method: 'POST', path: '/api/auth/revoke-session' },
  { method: 'GET', path: '/api/auth/callback/:provider' },
  { method: 'GET', path: '/api/auth/oauth2/callback/:provider' },
  { method: 'POST', path: '/api/auth/delete-user' },
  { method: 'POST', path: '/api/auth/revoke-other-sessions' },
  { method: 'POST', path: '/api/auth/revoke-sessions' },
  { method: 'POST', path: '/api/auth/sign-out' },
];

/** Routes that end the caller's session or account: driven last, and the caller is renewed after. */
const ENDS_SESSION = [
  /^DELETE \/api\/v1\/me$/,
  /^POST \/api\/v1\/me\/password$/,
  /^DELETE \/api\/v1\/me\/sessions\//,
  /^POST \/api\/auth\/(sign-out|delete-user|revoke-session|revoke-sessions|change-password)$/,
];

export const endsSession = (t: RouteTarget) => ENDS_SESSION.some((re) => re.test(`${t.method} ${t.path}`));

const SLOT = /:([A-Za-z_]\w*)(\{(?:[^{}]|\{[^}]*\})*\})?|\*/g;

function target(method: string, path: string): RouteTarget {
  const slots = [...path.matchAll(SLOT)].map((m) => m[1] ?? '*');
  return { method, path, slots };
}

/**
 * Every route the app registers (middleware entries left out), one per method and path; the auth
 * library's wildcard becomes its endpoints, and an ALL route is driven with GET and POST.
 */
export function routeTargets(app: App): RouteTarget[] {
  const seen = new Map<string, RouteTarget>();
  const add = (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, target(method, path));
  };
  for (const route of app.routes) {
    if (route.path === '/api/auth/*') continue;
    // Middleware registered with use() is an ALL route over a wildcard; the routes it guards follow.
    if (route.method === 'ALL' && route.path.endsWith('/*') && route.path !== '/api/*') {
      const base = route.path.slice(0, -2) || '/';
      const isMountOnly = app.routes.some((r) => r.method !== 'ALL' && r.path.startsWith(base));
      if (isMountOnly || base === '/') continue;
    }
    for (const method of route.method === 'ALL' ? ['GET', 'POST'] : [route.method]) add(method, route.path);
  }
  for (const { method, path } of AUTH_ENDPOINTS) add(method, path);
  return [...seen.values()].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
}

/** The path with each slot filled by the matching (already encoded) segment. */
export function fillPath(t: RouteTarget, segments: readonly string[]): string {
  let i = 0;
  return t.path.replace(SLOT, () => segments[i++] ?? 'x');
}
