import { consentSchema, profileUpdateSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { getMe, recordConsent, updateMe } from './me.service.ts';
import { privacyRoutes } from './privacy.routes.ts';

export interface MeOptions {
  /** Folder served at /uploads; avatars are written to its avatars/ subfolder. */
  uploadsDir: string;
}

/**
 * /api/v1/me — the signed-in caller's own profile, consents, privacy settings and avatar. There is
 * no user id in any path: every statement runs as the caller, whom row-level security confines to
 * their own rows.
 */
export function meRoutes({ uploadsDir }: MeOptions) {
  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => {
      const me = await getMe(c.get('database').db, callerOf(c));
      noStore(c);
      return c.json(me);
    })
    .patch('/', signedIn, async (c) => {
      const update = parseOrProblem(profileUpdateSchema, await jsonBody(c));
      const result = await updateMe(c.get('database').db, callerOf(c), update);
      if (!result.ok) throw fieldProblem(409, 'username', 'validation.account.username.taken');
      noStore(c);
      return c.json(result.me);
    })
    .post('/consents', signedIn, async (c) => {
      const consent = parseOrProblem(consentSchema, await jsonBody(c));
      const me = await recordConsent(c.get('database').db, callerOf(c), consent);
      noStore(c);
      return c.json(me);
    })
    .route('/privacy', privacyRoutes)
    .route('/avatar', avatarRoutes(uploadsDir));
}
