import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** /api/v1/me/{friends,friend-requests,friend-suggestions,following,followed-groups,blocks} (ADR 0014). */
export const socialRelationsRoutes = new Hono<AppEnv>();
