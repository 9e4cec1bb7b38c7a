import { adminPeopleQuerySchema, auditLogQuerySchema, roleChangeInputSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { callerOf, noStore } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { adminOnly } from '../admin-notifications/admin-only.ts';
import { adminDashboard } from './admin-dashboard.service.ts';
import { changeRole, searchPeople } from './admin-people.service.ts';
import { listAuditLog } from './audit-log.service.ts';
import { pwaStats } from './pwa-stats-admin.service.ts';

const personId = z.guid();

/** The person named in the path, or 404 role.person_not_found. */
function personIdOf(value: string): string {
  const parsed = personId.safeParse(value);
  if (!parsed.success) throw new HttpProblem(404, 'role.person_not_found');
  return parsed.data;
}

/**
 * /api/v1/admin — dashboard, people and roles, audit log, PWA stats: administrators only (the guard
 * reads the role from the database on each request; the database checks again where rows are
 * protected: app.set_profile_role, admin_audit_log_select, pwa_beacons_select).
 */
export const adminConsoleRoutes = new Hono<AppEnv>()
  .get('/dashboard', adminOnly, async (c) => {
    const figures = await adminDashboard(c.get('database').db);
    noStore(c);
    return c.json(figures);
  })
  .get('/people', adminOnly, async (c) => {
    const query = parseOrProblem(adminPeopleQuerySchema, c.req.query());
    const page = await searchPeople(c.get('database').db, query);
    noStore(c);
    return c.json(page);
  })
  .put('/people/:id/role', adminOnly, async (c) => {
    const id = personIdOf(c.req.param('id'));
    const input = parseOrProblem(roleChangeInputSchema, await jsonBody(c));
    const person = await changeRole(c.get('database').db, callerOf(c), id, input);
    noStore(c);
    return c.json(person);
  })
  .get('/audit-log', adminOnly, async (c) => {
    const query = parseOrProblem(auditLogQuerySchema, c.req.query());
    const page = await listAuditLog(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .get('/pwa-stats', adminOnly, async (c) => {
    const stats = await pwaStats(c.get('database').db, callerOf(c));
    noStore(c);
    return c.json(stats);
  });
