import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { askedEncoding } from './compression.ts';
import { hasSessionCookie } from './session.ts';
import type { AppEnv } from './types.ts';

/**
 * What visitors read most (event list, search, event pages, .ics, sitemap) answered from memory for
 * a moment, with an ETag so browsers and CDNs revalidate for a 304. Only GETs without a session
 * cookie that answer 200 without setting a cookie are kept: a signed-in caller's answers are theirs
 * alone. It sits first after the request id: a kept answer is sent as it left the rest of the chain
 * (security headers, compression for that kind of client), without running it again. Every process
 * keeps its own entries (safe to lose) and drops them all when the database says an event or venue
 * changed (LISTEN, see app.ts), so a published change shows everywhere within a moment.
 */
export interface AnonymousCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Forgets every entry (an event or venue changed, or notifications may have been missed). */
  clear(): void;
}

export const ANONYMOUS_CACHE_DEFAULTS = { ttlMs: 2_000, maxEntries: 2_000 };

export interface AnonymousCacheOptions {
  /** How long an answer is kept; 0 keeps nothing (ETags and 304s still work). */
  ttlMs?: number;
  maxEntries?: number;
  /** Which GET paths are kept. */
  cacheable: (path: string) => boolean;
}

interface Entry {
  status: number;
  /** The kept answer's headers, and those of a 304 for it (without the representation's own). */
  headers: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Headers of one request only, never sent again with a kept answer. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'set-cookie',
  'date',
  'content-length',
  'transfer-encoding',
]);
const REPRESENTATION_HEADERS = new Set(['content-type', 'content-disposition', 'content-encoding']);

const etagOf = (body: Uint8Array) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * The kept answer, or 304 when the client holds it already, with this request's id: a plain header
 * object the server writes out as it is.
 */
function answer(c: Context<AppEnv>, entry: Entry): Response {
  const requestId = c.get('requestId');
  const own: Record<string, string> = requestId ? { 'x-request-id': requestId } : {};
  if (matches(c, entry.etag))
    return new Response(null, { status: 304, headers: { ...entry.notModifiedHeaders, ...own } });
  const body = c.req.method === 'HEAD' ? null : entry.body;
  return new Response(body, { status: entry.status, headers: { ...entry.headers, ...own } });
}

export function createAnonymousCache(options: AnonymousCacheOptions): AnonymousCache {
  const { ttlMs, maxEntries, cacheable } = { ...ANONYMOUS_CACHE_DEFAULTS, ...options };
  const entries = new LRUCache<string, Entry>({ max: maxEntries, ttl: Math.max(ttlMs, 1) });
  const keep = ttlMs > 0;
  // A change bumps the generation: an answer read before it is not kept after it.
  let generation = 0;

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      // A change made here is seen at once here; other processes hear of it from the database.
      await next();
      if (c.res.status < 400) clear();
      return;
    }
    if (hasSessionCookie(c.req.header('cookie')) || !cacheable(c.req.path)) return next();
    // Per encoding the compression further down gives: each is compressed once, not per request.
    const key = `${c.req.url}\n${c.req.header('x-eventos-language') ?? ''}\n${askedEncoding(c.req.header('accept-encoding'))}`;
    const kept = entries.get(key);
    if (kept) return answer(c, kept);
    const started = generation;
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has('set-cookie') || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const etag = etagOf(body);
    res.headers.set('etag', etag);
    const lasting = [...res.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name));
    const entry: Entry = {
      status: res.status,
      headers: Object.fromEntries(lasting),
      notModifiedHeaders: Object.fromEntries(lasting.filter(([name]) => !REPRESENTATION_HEADERS.has(name))),
      body,
      etag,
    };
    if (keep && generation === started) entries.set(key, entry);
    // A fresh response in place of the one read: its bytes go out as they are, where a copy of the
    // read response would be streamed.
    c.res = undefined;
    c.res = answer(c, entry);
  };

  function clear() {
    generation++;
    entries.clear();
  }

  return { middleware, clear };
}
