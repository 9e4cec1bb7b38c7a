import { type PushPublicKey, pushTokenInputSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PushConfig } from '../../config.ts';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { vapidKeysOf, vapidSubject } from '../../integrations/push/vapid-keys.ts';
import { registerPushToken, removePushToken } from './push.service.ts';

const idSchema = z.uuid();

/** A path id that is not a uuid names no registration. */
function tokenId(raw: string): string {
  if (!idSchema.safeParse(raw).success) throw new HttpProblem(404, 'push_token.not_found');
  return raw;
}

/** /api/v1/push — the VAPID application server key browsers subscribe with (public). */
export function pushKeyRoutes(push: PushConfig, mailFrom: string | undefined) {
  const subject = vapidSubject(push, mailFrom);
  return new Hono<AppEnv>().get('/public-key', async (c) => {
    const { publicKey } = await vapidKeysOf(c.get('database').db, push, subject);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ publicKey } satisfies PushPublicKey);
  });
}

/** /api/v1/push-tokens — register and remove the caller's devices (spec §7). */
export const pushTokensRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .post('/', async (c) => {
    const input = parseOrProblem(pushTokenInputSchema, await jsonBody(c));
    const registration = await registerPushToken(c.get('database').db, callerOf(c), input);
    noStore(c);
    return c.json(registration, 201);
  })
  .delete('/:id', async (c) => {
    await removePushToken(c.get('database').db, callerOf(c), tokenId(c.req.param('id')));
    return c.body(null, 204);
  });
