import { groupFollowersQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { cacheFor } from '../events/events.routes.ts';
import { listFollowers, setFollowing } from './group-followers.service.ts';

/** /api/v1/groups/{id}/followers and /follow — who follows, following and no longer. */
export const groupFollowersRoutes = new Hono<AppEnv>()
  .get('/:id/followers', async (c) => {
    const query = parseOrProblem(groupFollowersQuerySchema, c.req.query());
    const page = await listFollowers(c.get('database').db, c.get('userId'), c.req.param('id'), query);
    cacheFor(c, 30);
    return c.json(page);
  })
  .put('/:id/follow', signedIn, async (c) => {
    const relation = await setFollowing(c.get('database').db, callerOf(c), c.req.param('id'), true);
    noStore(c);
    return c.json(relation);
  })
  .delete('/:id/follow', signedIn, async (c) => {
    const relation = await setFollowing(c.get('database').db, callerOf(c), c.req.param('id'), false);
    noStore(c);
    return c.json(relation);
  });
