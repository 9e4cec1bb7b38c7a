import { privacyUpdateSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { updatePrivacy } from './privacy.service.ts';

/**
 * /api/v1/me/privacy — the caller's own privacy settings. GET /api/v1/me carries them; PATCH takes
 * any of them (who sees attendance and friends, who may send friend requests, findable) and
 * answers all of them.
 */
export const privacyRoutes = new Hono<AppEnv>().patch('/', signedIn, async (c) => {
  const update = parseOrProblem(privacyUpdateSchema, await jsonBody(c));
  const settings = await updatePrivacy(c.get('database').db, callerOf(c), update);
  noStore(c);
  return c.json(settings);
});
