import { type SocialPageQuery, socialPageQuerySchema } from '@eventos/domain';
import { type Context, Hono } from 'hono';
import { noStore } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { listProfileEvents } from './profile-events.service.ts';
import { listProfileFriends } from './profile-friends.service.ts';
import { listProfileGroups } from './profile-groups.service.ts';
import { getProfileDetail } from './profiles.service.ts';

/**
 * A visitor's answer may be kept a minute by shared caches, keyed by the cookie too (a signed-in
 * person sees relations and privacy-dependent counts); a signed-in caller's never.
 */
function cacheProfile(c: Context<AppEnv>): void {
  if (c.get('userId')) {
    noStore(c);
    return;
  }
  c.header('Cache-Control', 'public, max-age=60');
  c.header('Vary', 'Cookie');
}

type ProfileList = (
  db: AppEnv['Variables']['database']['db'],
  userId: string | null,
  username: string,
  query: SocialPageQuery,
) => Promise<unknown>;

/** One page of a list under a profile (events, groups, friends), read as the caller. */
const pageOf = (list: ProfileList) => async (c: Context<AppEnv>) => {
  const query = parseOrProblem(socialPageQuerySchema, c.req.query());
  const page = await list(c.get('database').db, c.get('userId'), c.req.param('username') ?? '', query);
  cacheProfile(c);
  return c.json(page);
};

/**
 * /api/v1/profiles/{username} — a public profile, the events, groups and friends on it; visitors
 * included, each as the owner's privacy settings allow the caller, nothing across a block (ADR 0014).
 */
export const profilesRoutes = new Hono<AppEnv>()
  .get('/:username', async (c) => {
    const profile = await getProfileDetail(c.get('database').db, c.get('userId'), c.req.param('username'));
    cacheProfile(c);
    return c.json(profile);
  })
  .get('/:username/events', pageOf(listProfileEvents))
  .get('/:username/groups', pageOf(listProfileGroups))
  .get('/:username/friends', pageOf(listProfileFriends));
