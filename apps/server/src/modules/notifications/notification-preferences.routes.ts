import { notificationPreferencesInputSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import {
  getNotificationPreferences,
  putNotificationPreferences,
} from './notification-preferences.service.ts';

/** /api/v1/me/notification-preferences — per kind, push and e-mail on or off (in-app is always on). */
export const notificationPreferencesRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .use('*', async (c, next) => {
    noStore(c);
    await next();
  })
  .get('/', async (c) => c.json(await getNotificationPreferences(c.get('database').db, callerOf(c))))
  .put('/', async (c) => {
    const input = parseOrProblem(notificationPreferencesInputSchema, await jsonBody(c));
    return c.json(await putNotificationPreferences(c.get('database').db, callerOf(c), input));
  });
