import { contactMessageSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { clientAddress, hashClientAddress } from '../../http/client-address.ts';
import { problemBody, problemResponse } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { sendContactMessage } from './contact.service.ts';

export interface ContactOptions {
  trustProxy?: boolean;
  ipHashSecret?: string | undefined;
}

/** POST /api/v1/contact — a message to the team, validated and rate-limited per client. */
export function contactRoutes({ trustProxy = false, ipHashSecret }: ContactOptions = {}) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const input = parseOrProblem(contactMessageSchema, await jsonBody(c));
    const ipHash = hashClientAddress(clientAddress(c, trustProxy), ipHashSecret);
    const result = await sendContactMessage(c.get('database').db, c.get('userId'), input, ipHash);
    c.header('Cache-Control', 'no-store');
    if (!result.ok) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return problemResponse(c, problemBody(429, 'contact.rate_limited', c.get('requestId')));
    }
    return c.json(result.receipt, 201);
  });
}
