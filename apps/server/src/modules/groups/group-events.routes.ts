import { groupEventsQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { cacheFor } from '../events/events.routes.ts';
import { listGroupEvents } from './group-events.service.ts';

/** /api/v1/groups/{id}/events — the group's events ahead or past, as the caller may see them. */
export const groupEventsRoutes = new Hono<AppEnv>().get('/:id/events', async (c) => {
  const query = parseOrProblem(groupEventsQuerySchema, c.req.query());
  const page = await listGroupEvents(c.get('database').db, c.get('userId'), c.req.param('id'), query);
  cacheFor(c, 30);
  return c.json(page);
});
