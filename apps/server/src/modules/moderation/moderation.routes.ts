import {
  createReportSchema,
  moderationActionInputSchema,
  moderationLogQuerySchema,
  reportQueueQuerySchema,
} from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { moderate } from './moderation-actions.service.ts';
import { listModerationLog } from './moderation-log.service.ts';
import { moderationStaffOnly } from './moderation-staff-only.ts';
import { listReportQueue } from './report-queue.service.ts';
import { fileReport } from './reports.service.ts';

/** /api/v1/reports — anyone signed in reports something they see (ADR 0015). */
export const reportsRoutes = new Hono<AppEnv>().post('/', signedIn, async (c) => {
  const input = parseOrProblem(createReportSchema, await jsonBody(c));
  const created = await fileReport(c.get('database').db, callerOf(c), input);
  noStore(c);
  return c.json(created, 201);
});

/**
 * /api/v1/admin — the moderation queue, its actions and the log: moderators and administrators (the
 * database checks again: app.moderate and app.moderation_targets ask app.can_moderate(), the row
 * policies let only them read every report and the log; migration 0042).
 */
export const adminModerationRoutes = new Hono<AppEnv>()
  .get('/reports', moderationStaffOnly, async (c) => {
    const query = parseOrProblem(reportQueueQuerySchema, c.req.query());
    const page = await listReportQueue(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .post('/reports/actions', moderationStaffOnly, async (c) => {
    const input = parseOrProblem(moderationActionInputSchema, await jsonBody(c));
    const result = await moderate(c.get('database').db, callerOf(c), input);
    noStore(c);
    return c.json(result);
  })
  .get('/moderation-log', moderationStaffOnly, async (c) => {
    const query = parseOrProblem(moderationLogQuerySchema, c.req.query());
    const page = await listModerationLog(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  });
