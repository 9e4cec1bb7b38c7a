import {
  type AttendeeListQuery,
  type AttendeeListResponse,
  type CheckInResult,
  type CheckInResultKind,
  decodeEventCursor,
  type EventAttendance,
  encodeEventCursor,
  type OrganizingQuery,
  type OrganizingResponse,
  type ParticipatingQuery,
  type ParticipatingResponse,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import { type RunStatement, readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { EventCardRow } from '../events/event-cards.sql.ts';
import { canManageEvent } from '../events/event-groups.repository.ts';
import { toEventListItem } from '../events/events.presenter.ts';
import { type EventRow, findVisible } from '../events/events.repository.ts';
import { assertActiveProfile } from '../me/active-profile.ts';
import { notify } from '../notifications/notify.ts';
import { rsvpState, toAttendee, toCounts, toMyAttendance } from './attendance.presenter.ts';
import {
  ATTENDEE_BY_ID,
  ATTENDEES,
  ATTENDEES_RECENT_CHECK_IN,
  type AttendeeRow,
  COUNTS,
  type CountsRow,
  EVENT_STATE,
  type EventStateRow,
  INTERESTS,
  MINE,
  type MineRow,
  ORGANIZING,
  PARTICIPATING_PAST,
  PARTICIPATING_UPCOMING,
} from './attendance.sql.ts';
import { notifyPromoted, type PromotedRow } from './attendance-promotion.ts';

const notFound = () => new HttpProblem(404, 'event.not_found');
const forbidden = () => new HttpProblem(403, 'attendance.forbidden');

/** The event as the caller may see it (row policies), else 404 event.not_found. */
async function visibleEvent(tx: Tx, id: string): Promise<EventRow> {
  const row = await findVisible(tx, { id });
  if (!row) throw notFound();
  return row;
}

/**
 * An event the caller manages (its organiser, or the owner or an organiser of its group), else 404
 * (cannot see it) or 403 attendance.forbidden.
 */
export async function ownEvent(tx: Tx, caller: Caller, id: string): Promise<EventRow> {
  const row = await visibleEvent(tx, id);
  if (row.organizerId !== caller.userId && !(await canManageEvent(tx, row.organizerId, row.groupId)))
    throw forbidden();
  return row;
}

/** Refusals that are not a conflict with the attendance's state. */
const REFUSAL_STATUS: Record<string, 404 | 429> = {
  'attendance.not_found': 404,
  'attendance.announcement.rate_limited': 429,
};

/**
 * What the attendance functions raise, as problems: refusals carry the catalogue code as their
 * message (P0001), an event the caller cannot see is P0002, someone not allowed 42501.
 */
function asProblem(err: unknown): unknown {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    if (current.code === 'P0001' && /^attendance\.[a-z_.]+$/.test(message))
      return new HttpProblem(REFUSAL_STATUS[message] ?? 409, message);
    if (current.code === 'P0002') return notFound();
    if (current.code === '42501' && message === 'attendance.forbidden') return forbidden();
    current = current.cause as typeof current;
  }
  return err;
}

export async function attempt<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asProblem(err);
  }
}

export async function countsOf(run: RunStatement, ids: string[]): Promise<Map<string, CountsRow>> {
  if (ids.length === 0) return new Map();
  const rows = await run<CountsRow>(COUNTS, [ids]);
  return new Map(rows.map((r) => [r.event_id, r]));
}

async function mineOf(
  run: RunStatement,
  userId: string | null,
  ids: string[],
): Promise<Map<string, MineRow>> {
  if (userId === null || ids.length === 0) return new Map();
  const rows = await run<MineRow>(MINE, [ids]);
  return new Map(rows.map((r) => [r.event_id, r]));
}

async function interestsOf(run: RunStatement, userId: string | null, ids: string[]): Promise<Set<string>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await run<{ event_id: string }>(INTERESTS, [ids]);
  return new Set(rows.map((r) => r.event_id));
}

/**
 * GET /events/{id}/attendance: counts for everyone who can see the event, and the caller's own. One
 * read as the caller (a visitor's needs no transaction): the event through its row policies, then
 * the counts, the caller's attendance and interest.
 */
export async function getAttendance(
  db: Database,
  userId: string | null,
  id: string,
): Promise<EventAttendance> {
  return readAs(db, userId, async (run) => {
    const [row] = await run<EventStateRow>(EVENT_STATE, [id]);
    if (!row) throw notFound();
    // One connection answers one statement at a time: asked in turn, not all at once.
    const counts = await countsOf(run, [id]);
    const mine = await mineOf(run, userId, [id]);
    const interests = await interestsOf(run, userId, [id]);
    const own = mine.get(id);
    const attendance = own ? toMyAttendance(own) : null;
    const manages = userId !== null && row.can_manage;
    const seated = attendance?.status === 'going' || attendance?.status === 'checked_in';
    const date = (value: Date | string | null) => (value === null ? null : new Date(value));
    const event = {
      organizerId: row.organizer_id,
      cancelledAt: date(row.cancelled_at),
      publishedAt: date(row.published_at),
      startDatetime: new Date(row.start_datetime),
      endDatetime: date(row.end_datetime),
      rsvpDeadline: date(row.rsvp_deadline),
    };
    return {
      eventId: id,
      counts: toCounts(counts.get(id), row.capacity),
      mine: attendance,
      interested: interests.has(id),
      rsvp: rsvpState(event, userId),
      accessLink: manages || seated ? row.access_link : null,
    };
  });
}

/** PUT /events/{id}/attendance — "Vou": a seat, or a place in the waitlist when full. */
export async function rsvp(db: Database, caller: Caller, id: string): Promise<EventAttendance> {
  await withUser(db, caller.userId, async (tx) => {
    await assertActiveProfile(tx, caller.userId);
    await visibleEvent(tx, id);
    await attempt(() => queryRows(tx, sql`SELECT app.rsvp(${id}::uuid) AS id`));
  });
  return getAttendance(db, caller.userId, id);
}

/** DELETE /events/{id}/attendance — gives up the seat (or the waitlist); the first waiting moves up. */
export async function cancelAttendance(db: Database, caller: Caller, id: string): Promise<EventAttendance> {
  await withUser(db, caller.userId, async (tx) => {
    const event = await visibleEvent(tx, id);
    const promoted = await attempt(() =>
      queryRows<PromotedRow>(tx, sql`SELECT attendance_id, user_id FROM app.cancel_attendance(${id}::uuid)`),
    );
    await notifyPromoted(tx, event, promoted);
  });
  return getAttendance(db, caller.userId, id);
}

/** PUT and DELETE /events/{id}/interest — "Tenho interesse" on or off. */
export async function setInterest(
  db: Database,
  caller: Caller,
  id: string,
  on: boolean,
): Promise<EventAttendance> {
  await withUser(db, caller.userId, async (tx) => {
    await visibleEvent(tx, id);
    if (on) {
      await assertActiveProfile(tx, caller.userId);
      await tx.execute(
        sql`INSERT INTO event_interests (event_id, user_id) VALUES (${id}::uuid, ${caller.userId}::uuid)
            ON CONFLICT DO NOTHING`,
      );
    } else {
      await tx.execute(
        sql`DELETE FROM event_interests WHERE event_id = ${id}::uuid AND user_id = ${caller.userId}::uuid`,
      );
    }
  });
  return getAttendance(db, caller.userId, id);
}

/** A page's cards and the cursor after them, reading one row more than it shows. */
function page<T extends { startDatetime: Date; id: string }>(rows: T[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    shown,
    nextCursor:
      rows.length > limit && last
        ? encodeEventCursor({ startsAt: last.startDatetime.toISOString(), id: last.id })
        : null,
  };
}

export function cursorOf(value: string | undefined): { startsAt: string; id: string } | null {
  if (value === undefined) return null;
  const cursor = decodeEventCursor(value);
  if (!cursor) throw new HttpProblem(400, 'validation.cursor.invalid');
  return cursor;
}

/** GET /me/participating: events I am going to, waitlisted for, checked in at or interested in. */
export async function listParticipating(
  db: Database,
  caller: Caller,
  query: ParticipatingQuery,
  now = new Date(),
): Promise<ParticipatingResponse> {
  const cursor = cursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const statement = query.when === 'past' ? PARTICIPATING_PAST : PARTICIPATING_UPCOMING;
    const rows = await run<EventCardRow>(statement, [
      now,
      cursor?.startsAt ?? null,
      cursor?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = page(rows, query.limit);
    const ids = shown.map((r) => r.id);
    const mine = await mineOf(run, caller.userId, ids);
    const interests = await interestsOf(run, caller.userId, ids);
    return {
      items: shown.map((row) => {
        const own = mine.get(row.id);
        return {
          event: toEventListItem(row),
          attendance: own && own.status !== 'cancelled' ? toMyAttendance(own) : null,
          interested: interests.has(row.id),
        };
      }),
      nextCursor,
    };
  });
}

/** GET /me/organizing: the events I organise in one state, with their counts. */
export async function listOrganizing(
  db: Database,
  caller: Caller,
  query: OrganizingQuery,
  now = new Date(),
): Promise<OrganizingResponse> {
  const cursor = cursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<EventCardRow & { capacity?: number | null }>(ORGANIZING[query.state], [
      now,
      cursor?.startsAt ?? null,
      cursor?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = page(rows, query.limit);
    const counts = await countsOf(
      run,
      shown.map((r) => r.id),
    );
    return {
      items: shown.map((row) => ({
        event: toEventListItem(row),
        counts: toCounts(counts.get(row.id), null),
      })),
      nextCursor,
    };
  });
}

/** GET /events/{id}/attendees: the organiser's list, filtered by state and searched by name. */
export async function listAttendees(
  db: Database,
  caller: Caller,
  id: string,
  query: AttendeeListQuery,
): Promise<AttendeeListResponse> {
  const event = await withUser(db, caller.userId, (tx) => ownEvent(tx, caller, id));
  const cursor = cursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const after = [cursor?.startsAt ?? null, cursor?.id ?? null, query.limit + 1];
    const rows =
      query.order === 'recent_check_in'
        ? await run<AttendeeRow>(ATTENDEES_RECENT_CHECK_IN, [id, query.q ?? null, ...after])
        : await run<AttendeeRow>(ATTENDEES, [id, query.status, query.q ?? null, ...after]);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    const counts = await countsOf(run, [id]);
    return {
      items: shown.map(toAttendee),
      nextCursor:
        rows.length > query.limit && last
          ? encodeEventCursor({ startsAt: new Date(last.sort_at).toISOString(), id: last.id })
          : null,
      counts: toCounts(counts.get(id), event.capacity),
    };
  });
}

/** POST /events/{id}/check-ins: the organiser checks a ticket in; the attendee is told. */
export function checkIn(db: Database, caller: Caller, id: string, code: string): Promise<CheckInResult> {
  return checkInWith(db, caller, id, async () => code);
}

/**
 * POST /events/{id}/attendees/{attendanceId}/check-in: the organiser checks a person in from the
 * list (no ticket at hand); the same path as the door, so the answer and the notice are the same.
 */
export function checkInAttendee(
  db: Database,
  caller: Caller,
  id: string,
  attendanceId: string,
): Promise<CheckInResult> {
  return checkInWith(db, caller, id, async (tx) => {
    const [row] = await queryRows<{ ticket_code: string }>(
      tx,
      sql`SELECT ticket_code FROM event_attendances WHERE id = ${attendanceId}::uuid AND event_id = ${id}::uuid`,
    );
    if (!row) throw new HttpProblem(404, 'attendance.not_found');
    return row.ticket_code;
  });
}

/** Checks in the ticket `codeOf` names, as the event's organiser, and tells the attendee. */
async function checkInWith(
  db: Database,
  caller: Caller,
  id: string,
  codeOf: (tx: Tx) => Promise<string>,
): Promise<CheckInResult> {
  const outcome = await withUser(db, caller.userId, async (tx) => {
    const event = await ownEvent(tx, caller, id);
    const code = await codeOf(tx);
    const [row] = await attempt(() =>
      queryRows<{ result: CheckInResultKind; attendance_id: string | null }>(
        tx,
        sql`SELECT result, attendance_id FROM app.check_in(${id}::uuid, ${code})`,
      ),
    );
    if (!row) throw notFound();
    if (row.result === 'accepted' && row.attendance_id) {
      const [attendee] = await queryRows<{ user_id: string }>(
        tx,
        sql`SELECT user_id FROM event_attendances WHERE id = ${row.attendance_id}::uuid`,
      );
      if (attendee)
        await notify(tx, {
          recipients: [attendee.user_id],
          type: 'event_checkin',
          metadata: {
            event_id: event.id,
            event_name: event.name,
            event_slug: event.slug,
            from: caller.userId,
          },
        });
    }
    return { row, event };
  });
  return readAs(db, caller.userId, async (run) => {
    const attendeeId = outcome.row.attendance_id;
    const [attendee] = attendeeId ? await run<AttendeeRow>(ATTENDEE_BY_ID, [attendeeId, id]) : [];
    const counts = await countsOf(run, [id]);
    return {
      result: outcome.row.result,
      attendee: attendee ? toAttendee(attendee) : null,
      counts: toCounts(counts.get(id), outcome.event.capacity),
    };
  });
}

/** DELETE /events/{id}/check-ins/{attendanceId}: undoes a check-in; 404 when there was none. */
export async function undoCheckIn(
  db: Database,
  caller: Caller,
  id: string,
  attendanceId: string,
): Promise<{ counts: EventAttendance['counts'] }> {
  const event = await withUser(db, caller.userId, async (tx) => {
    const own = await ownEvent(tx, caller, id);
    const [row] = await attempt(() =>
      queryRows<{ undone: boolean }>(
        tx,
        sql`SELECT app.undo_check_in(${id}::uuid, ${attendanceId}::uuid) AS undone`,
      ),
    );
    if (!row?.undone) throw new HttpProblem(404, 'attendance.not_found');
    return own;
  });
  return readAs(db, caller.userId, async (run) => ({
    counts: toCounts((await countsOf(run, [id])).get(id), event.capacity),
  }));
}
