import { groupMembersQuerySchema, groupRoleChangeSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { cacheFor } from '../events/events.routes.ts';
import { memberId } from './group-access.ts';
import {
  changeMemberRole,
  joinGroup,
  leaveGroup,
  listMembers,
  removeMember,
} from './group-members.service.ts';

/** /api/v1/groups/{id}/members and /membership — the list, roles, removal, joining and leaving. */
export const groupMembersRoutes = new Hono<AppEnv>()
  .get('/:id/members', async (c) => {
    const query = parseOrProblem(groupMembersQuerySchema, c.req.query());
    const page = await listMembers(c.get('database').db, c.get('userId'), c.req.param('id'), query);
    cacheFor(c, 30);
    return c.json(page);
  })
  .patch('/:id/members/:userId', signedIn, async (c) => {
    const userId = memberId(c.req.param('userId'));
    const input = parseOrProblem(groupRoleChangeSchema, await jsonBody(c));
    const member = await changeMemberRole(
      c.get('database').db,
      callerOf(c),
      c.req.param('id'),
      userId,
      input,
    );
    noStore(c);
    return c.json(member);
  })
  .delete('/:id/members/:userId', signedIn, async (c) => {
    const userId = memberId(c.req.param('userId'));
    await removeMember(c.get('database').db, callerOf(c), c.req.param('id'), userId);
    return c.body(null, 204);
  })
  .put('/:id/membership', signedIn, async (c) => {
    const relation = await joinGroup(c.get('database').db, callerOf(c), c.req.param('id'));
    noStore(c);
    return c.json(relation);
  })
  .delete('/:id/membership', signedIn, async (c) => {
    const relation = await leaveGroup(c.get('database').db, callerOf(c), c.req.param('id'));
    noStore(c);
    return c.json(relation);
  });
