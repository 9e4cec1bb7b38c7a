import { socialPageQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { readTimeline } from './timeline.service.ts';

/** GET /api/v1/me/timeline (ADR 0014): the caller's timeline, a keyset page of cards at a time. */
export const timelineRoutes = new Hono<AppEnv>().get('/timeline', signedIn, async (c) => {
  const query = parseOrProblem(socialPageQuerySchema, c.req.query());
  const page = await readTimeline(c.get('database').db, callerOf(c), query);
  noStore(c);
  return c.json(page);
});
