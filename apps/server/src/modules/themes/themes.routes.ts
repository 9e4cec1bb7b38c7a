import { themeActiveInputSchema, themeInputSchema, themeListQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import { callerOf, noStore } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { adminOnly } from '../admin-notifications/admin-only.ts';
import {
  activeTheme,
  createTheme,
  editTheme,
  listAdminThemes,
  pinTheme,
  removeTheme,
  switchThemeActive,
} from './themes.service.ts';

/** How long anyone may keep the applied theme: a change shows within a minute (clients refetch). */
const ACTIVE_MAX_AGE_SECONDS = 60;

const idSchema = z.uuid();

/** The theme id of the path; anything that is not a uuid names no theme (404, never a 500). */
function themeId(raw: string): string {
  if (!idSchema.safeParse(raw).success) throw new HttpProblem(404, 'theme.not_found');
  return raw.toLowerCase();
}

/** GET /api/v1/themes/active — the theme the app applies today (public; the same for everyone). */
export const publicThemesRoutes = new Hono<AppEnv>().get('/active', etag(), async (c) => {
  const body = await activeTheme(c.get('database').db, c.get('userId') ?? null);
  c.header('Cache-Control', `public, max-age=${ACTIVE_MAX_AGE_SECONDS}`);
  return c.json(body);
});

/**
 * /api/v1/admin/themes — theme management, administrators only (spec §2, §6, §7). The guard reads the
 * role on each request; the row policies check again. Lifting a pin is DELETE /{id}/select.
 */
export const adminThemesRoutes = new Hono<AppEnv>()
  .use('*', adminOnly)
  .use('*', async (c, next) => {
    noStore(c);
    await next();
  })
  .get('/', async (c) => {
    const query = parseOrProblem(themeListQuerySchema, c.req.query());
    return c.json(await listAdminThemes(c.get('database').db, callerOf(c).userId, query.active === 'true'));
  })
  .post('/', async (c) => {
    const input = parseOrProblem(themeInputSchema, await jsonBody(c));
    return c.json(await createTheme(c.get('database').db, callerOf(c).userId, input), 201);
  })
  .patch('/:id', async (c) => {
    const id = themeId(c.req.param('id'));
    const input = parseOrProblem(themeInputSchema, await jsonBody(c));
    return c.json(await editTheme(c.get('database').db, callerOf(c).userId, id, input));
  })
  .delete('/:id', async (c) => {
    await removeTheme(c.get('database').db, callerOf(c).userId, themeId(c.req.param('id')));
    return c.body(null, 204);
  })
  .patch('/:id/active', async (c) => {
    const id = themeId(c.req.param('id'));
    const input = parseOrProblem(themeActiveInputSchema, await jsonBody(c));
    return c.json(await switchThemeActive(c.get('database').db, callerOf(c).userId, id, input.isActive));
  })
  .post('/:id/select', async (c) => {
    const id = themeId(c.req.param('id'));
    return c.json(await pinTheme(c.get('database').db, callerOf(c).userId, id, true));
  })
  .delete('/:id/select', async (c) => {
    const id = themeId(c.req.param('id'));
    return c.json(await pinTheme(c.get('database').db, callerOf(c).userId, id, false));
  });
