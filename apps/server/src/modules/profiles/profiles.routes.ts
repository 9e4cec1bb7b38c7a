import { Hono } from 'hono';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { getPublicProfile } from './profiles.service.ts';

/** GET /api/v1/profiles/{username} — what anyone, visitors included, may see of an active profile. */
export const profilesRoutes = new Hono<AppEnv>().get('/:username', async (c) => {
  const userId = c.get('userId');
  const profile = await getPublicProfile(c.get('database').db, userId, c.req.param('username'));
  if (!profile) throw new HttpProblem(404, 'profile.not_found');
  c.header('Cache-Control', userId ? 'private, no-store' : 'public, max-age=60');
  return c.json(profile);
});
