import { broadcastInputSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { callerOf, noStore } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { adminOnly } from './admin-only.ts';
import { getBroadcast, listBroadcasts, startBroadcast } from './broadcasts.service.ts';

const idSchema = z.uuid();

function broadcastId(raw: string): string {
  if (!idSchema.safeParse(raw).success) throw new HttpProblem(404, 'broadcast.not_found');
  return raw.toLowerCase();
}

/** /api/v1/admin/notifications — an administrator's broadcasts (spec §2 admin send-notification). */
export const adminNotificationsRoutes = new Hono<AppEnv>()
  .use('*', adminOnly)
  .use('*', async (c, next) => {
    noStore(c);
    await next();
  })
  .get('/', async (c) => c.json(await listBroadcasts(c.get('database').db)))
  .post('/', async (c) => {
    const input = parseOrProblem(broadcastInputSchema, await jsonBody(c));
    const status = await startBroadcast(c.get('database').db, c.get('log'), callerOf(c).userId, input);
    return c.json(status, 202);
  })
  .get('/:id', async (c) => c.json(await getBroadcast(c.get('database').db, broadcastId(c.req.param('id')))));
