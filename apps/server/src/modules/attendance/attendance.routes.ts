import {
  announcementInputSchema,
  attendeeListQuerySchema,
  checkInInputSchema,
  invitationInputSchema,
  invitationListQuerySchema,
  organizingQuerySchema,
  participatingQuerySchema,
} from '@eventos/domain';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type Caller, callerOf, noStore, signedIn } from '../../http/caller.ts';
import { idempotent } from '../../http/idempotency.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { eventId } from '../events/events.routes.ts';
import {
  cancelAttendance,
  checkIn,
  checkInAttendee,
  listAttendees,
  listOrganizing,
  listParticipating,
  getAttendance as readAttendance,
  rsvp,
  setInterest,
  undoCheckIn,
} from './attendance.service.ts';
import { invite, listInvitations } from './attendance-invitations.service.ts';
import {
  announce,
  exportAttendees,
  promoteAttendee,
  removeAttendee,
} from './attendance-organiser.service.ts';

const uuid = z.uuid();

/** A path attendance id that is not a uuid names no attendance. */
function attendanceId(raw: string): string {
  if (!uuid.safeParse(raw).success) throw new HttpProblem(404, 'attendance.not_found');
  return raw.toLowerCase();
}

/** The organiser's action on one attendance of an event: check-in and its undo, removal, promotion. */
type AttendeeAction = (
  db: Database,
  caller: Caller,
  eventId: string,
  attendanceId: string,
) => Promise<unknown>;

function onAttendee(action: AttendeeAction) {
  return async (c: Context<AppEnv>) => {
    const answer = await action(
      c.get('database').db,
      callerOf(c),
      eventId(c.req.param('id') ?? ''),
      attendanceId(c.req.param('attendanceId') ?? ''),
    );
    noStore(c);
    return c.json(answer);
  };
}

/**
 * /api/v1/events/{id}/attendance|interest|attendees|check-ins — RSVP, interest, the organiser's
 * attendee list and check-in at the door. Answers to a signed-in caller are never stored.
 */
export const attendanceRoutes = new Hono<AppEnv>()
  .get('/:id/attendance', async (c) => {
    const userId = c.get('userId') ?? null;
    const answer = await readAttendance(c.get('database').db, userId, eventId(c.req.param('id')));
    // Counts move with every RSVP: nobody keeps them.
    noStore(c);
    return c.json(answer);
  })
  .put('/:id/attendance', signedIn, idempotent, async (c) => {
    const answer = await rsvp(c.get('database').db, callerOf(c), eventId(c.req.param('id')));
    noStore(c);
    return c.json(answer);
  })
  .delete('/:id/attendance', signedIn, idempotent, async (c) => {
    const answer = await cancelAttendance(c.get('database').db, callerOf(c), eventId(c.req.param('id')));
    noStore(c);
    return c.json(answer);
  })
  .put('/:id/interest', signedIn, idempotent, async (c) => {
    const answer = await setInterest(c.get('database').db, callerOf(c), eventId(c.req.param('id')), true);
    noStore(c);
    return c.json(answer);
  })
  .delete('/:id/interest', signedIn, idempotent, async (c) => {
    const answer = await setInterest(c.get('database').db, callerOf(c), eventId(c.req.param('id')), false);
    noStore(c);
    return c.json(answer);
  })
  .get('/:id/attendees', signedIn, async (c) => {
    const query = parseOrProblem(attendeeListQuerySchema, c.req.query());
    const answer = await listAttendees(c.get('database').db, callerOf(c), eventId(c.req.param('id')), query);
    noStore(c);
    return c.json(answer);
  })
  .post('/:id/check-ins', signedIn, idempotent, async (c) => {
    const input = parseOrProblem(checkInInputSchema, await jsonBody(c));
    const answer = await checkIn(c.get('database').db, callerOf(c), eventId(c.req.param('id')), input.code);
    noStore(c);
    return c.json(answer);
  })
  .delete('/:id/check-ins/:attendanceId', signedIn, onAttendee(undoCheckIn))
  .get('/:id/attendees.csv', signedIn, async (c) => {
    const lang = c.req.query('lang');
    const file = await exportAttendees(c.get('database').db, callerOf(c), eventId(c.req.param('id')), lang);
    noStore(c);
    return c.body(file.body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .delete('/:id/attendees/:attendanceId', signedIn, onAttendee(removeAttendee))
  .post('/:id/attendees/:attendanceId/promote', signedIn, onAttendee(promoteAttendee))
  .post('/:id/attendees/:attendanceId/check-in', signedIn, idempotent, onAttendee(checkInAttendee))
  .post('/:id/announcements', signedIn, async (c) => {
    const input = parseOrProblem(announcementInputSchema, await jsonBody(c));
    noStore(c);
    try {
      return c.json(
        await announce(c.get('database').db, callerOf(c), eventId(c.req.param('id')), input.message),
      );
    } catch (err) {
      if (err instanceof HttpProblem && err.status === 429) c.header('Retry-After', '3600');
      throw err;
    }
  })
  .post('/:id/invitations', signedIn, async (c) => {
    const input = parseOrProblem(invitationInputSchema, await jsonBody(c));
    const answer = await invite(
      c.get('database').db,
      callerOf(c),
      eventId(c.req.param('id')),
      input.usernames,
    );
    noStore(c);
    return c.json(answer);
  })
  .get('/:id/invitations', signedIn, async (c) => {
    const query = parseOrProblem(invitationListQuerySchema, c.req.query());
    const answer = await listInvitations(
      c.get('database').db,
      callerOf(c),
      eventId(c.req.param('id')),
      query,
    );
    noStore(c);
    return c.json(answer);
  });

/** /api/v1/me/participating and /api/v1/me/organizing — my events. */
export const myEventsRoutes = new Hono<AppEnv>()
  .get('/participating', signedIn, async (c) => {
    const query = parseOrProblem(participatingQuerySchema, c.req.query());
    const answer = await listParticipating(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(answer);
  })
  .get('/organizing', signedIn, async (c) => {
    const query = parseOrProblem(organizingQuerySchema, c.req.query());
    const answer = await listOrganizing(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(answer);
  });
