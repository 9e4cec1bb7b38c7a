import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** GET /api/v1/themes/active — the theme the app applies today (public). */
export const publicThemesRoutes = new Hono<AppEnv>();

/** /api/v1/admin/themes — theme management, administrators only. */
export const adminThemesRoutes = new Hono<AppEnv>();
