import type { MiddlewareHandler } from 'hono';
import { problemBody, problemResponse } from './problem.ts';
import type { AppEnv } from './types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** Who may send cookie requests besides the page's own address, and whether a proxy names that address. */
export interface OriginPolicy {
  /** Exact origins (scheme://host[:port]) trusted from any address: PUBLIC_URL, TRUSTED_ORIGINS, the iOS shell. */
  trusted: readonly string[];
  /** With one trusted reverse proxy in front, its X-Forwarded-Proto and X-Forwarded-Host name the address. */
  trustProxy: boolean;
}

/**
 * The origin a request was sent to: its URL's scheme and Host, or with TRUST_PROXY the last
 * X-Forwarded-Proto / X-Forwarded-Host entries (the ones the proxy wrote). A browser page at that
 * origin is same-origin with the server, whatever address it was opened at.
 */
export function requestOrigin(
  request: { url?: string; headers: Headers },
  trustProxy: boolean,
): string | undefined {
  const forwarded = (name: string) =>
    trustProxy ? request.headers.get(name)?.split(',').at(-1)?.trim() || undefined : undefined;
  let own: URL | undefined;
  try {
    own = request.url ? new URL(request.url) : undefined;
  } catch {
    own = undefined;
  }
  const scheme = (forwarded('x-forwarded-proto') ?? own?.protocol.slice(0, -1) ?? 'http').toLowerCase();
  const host = forwarded('x-forwarded-host') ?? own?.host ?? request.headers.get('host');
  if ((scheme !== 'http' && scheme !== 'https') || !host || !HOST.test(host)) return undefined;
  return new URL(`${scheme}://${host}`).origin;
}

/** Whether a page at `origin` may send this request cookies-and-all: its own address or a trusted one. */
export function isAllowedOrigin(
  origin: string,
  request: { url?: string; headers: Headers },
  policy: OriginPolicy,
): boolean {
  return policy.trusted.includes(origin) || origin === requestOrigin(request, policy.trustProxy);
}

/**
 * CSRF defence for our own API: a state-changing request that carries cookies must come from a
 * page at the address it was sent to, or from a trusted origin. Requests without cookies carry no
 * credentials (there is no other way to be signed in) and pass as visitors.
 */
export function originCheck(policy: OriginPolicy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (origin && isAllowedOrigin(origin, c.req.raw, policy)) return next();
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
