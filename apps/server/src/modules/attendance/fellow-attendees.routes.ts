import { fellowAttendeesQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { eventId } from '../events/events.routes.ts';
import { listFellowAttendees } from './fellow-attendees.service.ts';

/**
 * /api/v1/events/{id}/fellow-attendees — who else is going, for the people going and the
 * organiser: 401 for visitors, 404 for an event the caller cannot see, 403
 * attendance.fellows.forbidden for anyone else (they see the counts on GET /attendance).
 */
export const fellowAttendeesRoutes = new Hono<AppEnv>().get('/:id/fellow-attendees', signedIn, async (c) => {
  const query = parseOrProblem(fellowAttendeesQuerySchema, c.req.query());
  const answer = await listFellowAttendees(
    c.get('database').db,
    callerOf(c),
    eventId(c.req.param('id')),
    query,
  );
  noStore(c);
  return c.json(answer);
});
