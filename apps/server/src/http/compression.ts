import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './types.ts';

/**
 * Which of the encodings Hono's compress gives (gzip before deflate) a client's Accept-Encoding
 * asks for; '' for none. Visitors' kept answers are keyed by it too (anonymous-cache.ts).
 */
export function askedEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | '' {
  if (/\bgzip\b/i.test(acceptEncoding ?? '')) return 'gzip';
  if (/\bdeflate\b/i.test(acceptEncoding ?? '')) return 'deflate';
  return '';
}
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/**
 * Text answers compressed for clients that ask (Hono's compress). A client that asks for no
 * encoding we give still learns the answer varies by Accept-Encoding; that header goes on the
 * answer's own headers, where Hono's middleware would copy the whole finished answer into a new
 * stream first, a third of the time a visitor's list spent in the HTTP layer.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  const compressing = compress();
  return async (c, next) => {
    if (askedEncoding(c.req.header('accept-encoding'))) return compressing(c, next);
    await next();
    const headers = c.res.headers;
    const type = headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const vary = headers.get('vary');
    if (vary && VARIES_BY_ENCODING.test(vary)) return;
    const value = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    try {
      headers.set('vary', value);
    } catch {
      // Headers that cannot change (an answer passed through as it came): Hono copies it.
      c.header('Vary', value);
    }
  };
}
