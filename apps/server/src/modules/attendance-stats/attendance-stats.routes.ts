import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { eventId } from '../events/events.routes.ts';
import { eventStats, organizingStats } from './attendance-stats.service.ts';

/** /api/v1/events/{id}/stats — one event's numbers, for its organiser. Never stored. */
export const eventStatsRoutes = new Hono<AppEnv>().get('/:id/stats', signedIn, async (c) => {
  const answer = await eventStats(c.get('database').db, callerOf(c), eventId(c.req.param('id')));
  noStore(c);
  return c.json(answer);
});

/** /api/v1/me/organizing/stats — the numbers of all my events. Never stored. */
export const organizingStatsRoutes = new Hono<AppEnv>().get('/organizing/stats', signedIn, async (c) => {
  const answer = await organizingStats(c.get('database').db, callerOf(c));
  noStore(c);
  return c.json(answer);
});
