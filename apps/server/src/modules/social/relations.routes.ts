import { friendRequestsQuerySchema, myFriendsQuerySchema, socialPageQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { blockPerson, listBlocks, unblockPerson } from './blocks.service.ts';
import { listFollowedGroups, listFollowing, setFollowingPerson } from './following.service.ts';
import { listFriendSuggestions } from './friend-suggestions.service.ts';
import { endFriendship, listFriendRequests, listFriends, requestFriendship } from './friends.service.ts';
import { personIdOf } from './social-problems.ts';

/**
 * /api/v1/me/{friends,friend-requests,friend-suggestions,following,followed-groups,blocks} (ADR
 * 0014): the caller's own relations, all signed in, none kept by any cache.
 */
export const socialRelationsRoutes = new Hono<AppEnv>()
  .get('/friends', signedIn, async (c) => {
    const query = parseOrProblem(myFriendsQuerySchema, c.req.query());
    const page = await listFriends(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .get('/friend-requests', signedIn, async (c) => {
    const query = parseOrProblem(friendRequestsQuerySchema, c.req.query());
    const page = await listFriendRequests(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .put('/friends/:userId', signedIn, async (c) => {
    const answer = await requestFriendship(
      c.get('database').db,
      callerOf(c),
      personIdOf(c.req.param('userId')),
    );
    noStore(c);
    return c.json(answer);
  })
  .delete('/friends/:userId', signedIn, async (c) => {
    const answer = await endFriendship(c.get('database').db, callerOf(c), personIdOf(c.req.param('userId')));
    noStore(c);
    return c.json(answer);
  })
  .get('/friend-suggestions', signedIn, async (c) => {
    const answer = await listFriendSuggestions(c.get('database').db, callerOf(c));
    noStore(c);
    return c.json(answer);
  })
  .get('/following', signedIn, async (c) => {
    const query = parseOrProblem(socialPageQuerySchema, c.req.query());
    const page = await listFollowing(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .get('/followed-groups', signedIn, async (c) => {
    const query = parseOrProblem(socialPageQuerySchema, c.req.query());
    const page = await listFollowedGroups(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .put('/following/:userId', signedIn, async (c) => {
    const id = personIdOf(c.req.param('userId'));
    const answer = await setFollowingPerson(c.get('database').db, callerOf(c), id, true);
    noStore(c);
    return c.json(answer);
  })
  .delete('/following/:userId', signedIn, async (c) => {
    const id = personIdOf(c.req.param('userId'));
    const answer = await setFollowingPerson(c.get('database').db, callerOf(c), id, false);
    noStore(c);
    return c.json(answer);
  })
  .get('/blocks', signedIn, async (c) => {
    const query = parseOrProblem(socialPageQuerySchema, c.req.query());
    const page = await listBlocks(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .put('/blocks/:userId', signedIn, async (c) => {
    const answer = await blockPerson(c.get('database').db, callerOf(c), personIdOf(c.req.param('userId')));
    noStore(c);
    return c.json(answer);
  })
  .delete('/blocks/:userId', signedIn, async (c) => {
    const answer = await unblockPerson(c.get('database').db, callerOf(c), personIdOf(c.req.param('userId')));
    noStore(c);
    return c.json(answer);
  });
