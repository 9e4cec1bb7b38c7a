import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** PUT and DELETE /api/v1/events/{id}/cover */
export function eventCoverRoutes(_uploadsDir: string) {
  return new Hono<AppEnv>();
}
