import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** /api/v1/admin/sponsorships: queue, approve, reject, end, featured schedule, totals (issue 22). */
export const adminSponsorshipsRoutes = new Hono<AppEnv>();
