import { notificationListQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
} from './notifications.service.ts';

const idSchema = z.uuid();

/** A path id that is not a uuid names no notification. */
function notificationId(raw: string): string {
  if (!idSchema.safeParse(raw).success) throw new HttpProblem(404, 'notification.not_found');
  return raw.toLowerCase();
}

/** /api/v1/notifications — the caller's in-app notifications (spec §7 notifications-get, -read). */
export const notificationsRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .use('*', async (c, next) => {
    noStore(c);
    await next();
  })
  .get('/', async (c) => {
    const query = parseOrProblem(notificationListQuerySchema, c.req.query());
    return c.json(await listNotifications(c.get('database').db, callerOf(c), query));
  })
  .get('/unread-count', async (c) => c.json(await unreadCount(c.get('database').db, callerOf(c))))
  .patch('/:id/read', async (c) => {
    await markNotificationRead(c.get('database').db, callerOf(c), notificationId(c.req.param('id')));
    return c.body(null, 204);
  })
  .post('/read-all', async (c) => c.json(await markAllNotificationsRead(c.get('database').db, callerOf(c))));
