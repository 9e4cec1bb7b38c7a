import { doorListSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { eventId } from '../events/events.routes.ts';
import { doorList } from './door-list.service.ts';

/** /api/v1/events/{id}/door-list — the organiser's list for checking people in offline. */
export const doorListRoutes = new Hono<AppEnv>().get('/:id/door-list', signedIn, async (c) => {
  const answer = await doorList(c.get('database').db, callerOf(c), eventId(c.req.param('id')));
  c.header('Cache-Control', 'no-store');
  return c.json(doorListSchema.parse(answer));
});
