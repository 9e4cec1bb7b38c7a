import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** GET /api/v1/people?q: people search (ADR 0014). */
export const peopleRoutes = new Hono<AppEnv>();
