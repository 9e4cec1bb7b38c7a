import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** GET /api/v1/me/timeline (ADR 0014). */
export const timelineRoutes = new Hono<AppEnv>();
