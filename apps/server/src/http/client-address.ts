import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address of the client that sent the request. Only the socket is trusted unless a reverse
 * proxy is configured (TRUST_PROXY): then the last X-Forwarded-For entry, the one that proxy
 * appended, is the client; earlier entries come from the client and may be forged.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return socket ?? 'unknown';
}

/** Used when IP_HASH_SECRET is not configured: valid for this process only. */
const PROCESS_SECRET = randomBytes(32).toString('hex');

/** Keyed hash of a client address: the raw address is never stored. */
export function hashClientAddress(address: string, secret: string | undefined): string {
  return createHmac('sha256', secret ?? PROCESS_SECRET)
    .update(address.toLowerCase())
    .digest('hex');
}
