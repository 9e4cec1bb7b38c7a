import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** GET /api/v1/events/{idOrSlug}/calendar.ics */
export const eventCalendarRoutes = new Hono<AppEnv>();
