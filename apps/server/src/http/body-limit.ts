import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { closeGently } from './client-errors.ts';
import { problemBody, problemResponse } from './problem.ts';
import type { AppEnv } from './types.ts';

/** The largest JSON body the API reads. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** Room for the multipart envelope (boundaries, part headers) around a file of the largest size. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** The longest URL the app answers; Node reads up to MAX_HEADER_BYTES of request line and headers. */
export const URL_MAX_BYTES = 16 * 1024;

interface NodeBindings {
  incoming?: IncomingMessage;
}

/**
 * The answer to a body that is too large is the last one on its connection: it says
 * `Connection: close`, and once it is written the connection is closed gently (what the client
 * still sends is read and dropped), so the client reads the answer instead of a reset.
 */
export function closeAfterAnswer(c: Context): void {
  c.header('Connection', 'close');
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  const socket = incoming?.socket;
  // Node ends a `Connection: close` answer's socket with destroySoon(), which resets it when the
  // client is still sending; the gentle close replaces it for this connection.
  if (socket) socket.destroySoon = () => closeGently(socket, incoming);
}

/** 413 request.too_large as problem+json, closing the connection gently. */
export function tooLarge(c: Context<AppEnv>): Response {
  closeAfterAnswer(c);
  return problemResponse(c, problemBody(413, 'request.too_large', c.get('requestId')));
}

const routeLimits = new WeakSet<MiddlewareHandler>();

/** A route's own body limit (a file upload's size): the API-wide limit steps aside for it. */
export function routeBodyLimit(options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler {
  const limit = bodyLimit(options);
  routeLimits.add(limit);
  return limit;
}

/**
 * Bodies of /api requests: 1 MB, unless the route sets its own limit (uploads, at the spec's
 * sizes). A body over the limit is refused as soon as its length is known or it grows past it,
 * before anything parses it.
 */
export function apiBodyLimit(): MiddlewareHandler<AppEnv> {
  const json = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });
  return (c, next) => {
    // Nothing reads a GET's or HEAD's body; asking for it builds a whole Request object.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return matchedRoutes(c).some((route) => routeLimits.has(route.handler)) ? next() : json(c, next);
  };
}

/** URLs over 16 KB: 414 request.uri_too_long as problem+json. */
export const urlLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (Buffer.byteLength(c.req.url) - new URL(c.req.url).origin.length > URL_MAX_BYTES) {
    return problemResponse(c, problemBody(414, 'request.uri_too_long', c.get('requestId')));
  }
  await next();
};
