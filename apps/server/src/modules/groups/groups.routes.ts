import { type GroupDetail, groupInputSchema, groupListQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { cacheFor } from '../events/events.routes.ts';
import { groupPagePath } from '../seo/page-urls.ts';
import { groupEventsRoutes } from './group-events.routes.ts';
import { groupFollowersRoutes } from './group-followers.routes.ts';
import { groupImagesRoutes } from './group-images.routes.ts';
import { groupMembersRoutes } from './group-members.routes.ts';
import { readGroupDetail } from './groups.reads.ts';
import { createGroup, listGroups, updateGroup } from './groups.service.ts';

/** Search engines hear about a public group's page when it is saved. */
function announce(c: Parameters<typeof cacheFor>[0], group: GroupDetail): void {
  if (group.visibility === 'public') c.get('searchIndex').notifyChanged([groupPagePath(group.slug)]);
}

/** /api/v1/groups — the list and search, one group by id or slug, creation and the profile's changes. */
const groupsCoreRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseOrProblem(groupListQuerySchema, c.req.query());
    const page = await listGroups(c.get('database').db, c.get('userId'), query);
    cacheFor(c, 30);
    return c.json(page);
  })
  .post('/', signedIn, async (c) => {
    const input = parseOrProblem(groupInputSchema, await jsonBody(c));
    const created = await createGroup(c.get('database').db, callerOf(c), input);
    announce(c, created);
    noStore(c);
    return c.json(created, 201);
  })
  .get('/:idOrSlug', async (c) => {
    const group = await readGroupDetail(c.get('database').db, c.get('userId'), c.req.param('idOrSlug'));
    cacheFor(c, 30);
    return c.json(group);
  })
  .put('/:id', signedIn, async (c) => {
    const input = parseOrProblem(groupInputSchema, await jsonBody(c));
    const updated = await updateGroup(c.get('database').db, callerOf(c), c.req.param('id'), input);
    announce(c, updated);
    noStore(c);
    return c.json(updated);
  });

/**
 * Everything of /api/v1/groups this module answers: the list, pages, profile and images, members and
 * membership, followers and following, and the group's events (ADR 0011, API at a glance).
 */
export function groupsRoutes(uploadsDir: string) {
  return new Hono<AppEnv>()
    .route('/', groupImagesRoutes(uploadsDir))
    .route('/', groupMembersRoutes)
    .route('/', groupFollowersRoutes)
    .route('/', groupEventsRoutes)
    .route('/', groupsCoreRoutes);
}
