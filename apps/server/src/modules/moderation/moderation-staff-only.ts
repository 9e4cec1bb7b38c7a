import type { MiddlewareHandler } from 'hono';
import { readAs } from '../../db/read-as.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';

const ROLE = { name: 'moderation_staff_role', text: 'SELECT role FROM profiles WHERE id = $1' };

/**
 * The reports queue's guard: a moderator or an administrator (read from the database on each
 * request, so a revoked role stops at once). A visitor gets 401; anyone else 403 'auth.forbidden'.
 * The database checks again: app.can_moderate() in app.moderate, app.moderation_targets and the
 * row policies of reports and moderation_actions (migration 0042).
 */
export const moderationStaffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const userId = c.get('userId');
  if (!userId) throw new HttpProblem(401, 'auth.unauthenticated');
  const [row] = await readAs(c.get('database').db, userId, (run) => run<{ role: string }>(ROLE, [userId]));
  if (row?.role !== 'moderator' && row?.role !== 'admin') throw new HttpProblem(403, 'auth.forbidden');
  await next();
};
