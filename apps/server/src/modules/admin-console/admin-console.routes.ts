import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** /api/v1/admin — dashboard, people and roles, audit log, PWA stats: administrators only. */
export const adminConsoleRoutes = new Hono<AppEnv>();
