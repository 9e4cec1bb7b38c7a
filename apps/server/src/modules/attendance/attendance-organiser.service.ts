import {
  type AnnouncementResult,
  ATTENDANCE_LIMITS,
  type AttendeeChangeResponse,
  isLanguage,
  type Language,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import type { EventRow } from '../events/events.repository.ts';
import { notify } from '../notifications/notify.ts';
import { toCounts } from './attendance.presenter.ts';
import { attempt, countsOf, ownEvent } from './attendance.service.ts';
import { ATTENDEES_EXPORT, type AttendeeRow } from './attendance.sql.ts';
import { attendeeCsv } from './attendance-csv.ts';
import { notifyPromoted, type PromotedRow } from './attendance-promotion.ts';

async function countsAfter(db: Database, caller: Caller, event: EventRow): Promise<AttendeeChangeResponse> {
  return readAs(db, caller.userId, async (run) => ({
    counts: toCounts((await countsOf(run, [event.id])).get(event.id), event.capacity),
  }));
}

/**
 * DELETE /events/{id}/attendees/{attendanceId}: the organiser removes someone; a seat they held goes
 * to the first person waiting, who is told.
 */
export async function removeAttendee(
  db: Database,
  caller: Caller,
  id: string,
  attendanceId: string,
): Promise<AttendeeChangeResponse> {
  const event = await withUser(db, caller.userId, async (tx) => {
    const own = await ownEvent(tx, caller, id);
    const promoted = await attempt(() =>
      queryRows<PromotedRow>(
        tx,
        sql`SELECT attendance_id, user_id FROM app.remove_attendee(${id}::uuid, ${attendanceId}::uuid)`,
      ),
    );
    await notifyPromoted(tx, own, promoted);
    await notifyRemoved(tx, own, attendanceId);
    return own;
  });
  return countsAfter(db, caller, event);
}

/** Tells the person the organiser took off the list, so their plans do not rest on a lost seat. */
async function notifyRemoved(tx: Tx, event: EventRow, attendanceId: string): Promise<void> {
  const [removed] = await queryRows<{ user_id: string }>(
    tx,
    sql`SELECT user_id FROM event_attendances WHERE id = ${attendanceId}::uuid`,
  );
  if (!removed) return;
  await notify(tx, {
    recipients: [removed.user_id],
    type: 'event_updated',
    text: { key: 'attendance_removed' },
    metadata: { event_id: event.id, event_name: event.name, event_slug: event.slug },
  });
}

/**
 * POST /events/{id}/attendees/{attendanceId}/promote: the organiser seats someone from the waitlist,
 * even past the capacity; they are told as when a seat frees up.
 */
export async function promoteAttendee(
  db: Database,
  caller: Caller,
  id: string,
  attendanceId: string,
): Promise<AttendeeChangeResponse> {
  const event = await withUser(db, caller.userId, async (tx) => {
    const own = await ownEvent(tx, caller, id);
    const [row] = await attempt(() =>
      queryRows<{ user_id: string }>(
        tx,
        sql`SELECT app.promote_attendee(${id}::uuid, ${attendanceId}::uuid) AS user_id`,
      ),
    );
    if (row) await notifyPromoted(tx, own, [{ attendance_id: attendanceId, user_id: row.user_id }]);
    return own;
  });
  return countsAfter(db, caller, event);
}

/**
 * POST /events/{id}/announcements: the organiser's message, as typed, to everyone going or checked
 * in (on_demand, the event's name as the title). A few an hour per event.
 */
export async function announce(
  db: Database,
  caller: Caller,
  id: string,
  message: string,
): Promise<AnnouncementResult> {
  return withUser(db, caller.userId, async (tx) => {
    const event = await ownEvent(tx, caller, id);
    const rows = await attempt(() =>
      queryRows<{ user_id: string }>(
        tx,
        sql`SELECT user_id FROM app.announce(${id}::uuid, ${message}, ${ATTENDANCE_LIMITS.announcementsPerHour}::int)`,
      ),
    );
    await notify(tx, {
      recipients: rows.map((r) => r.user_id),
      type: 'on_demand',
      text: { title: event.name, body: message },
      metadata: {
        event_id: event.id,
        event_name: event.name,
        event_slug: event.slug,
        link: `/events/${event.slug}`,
        from: caller.userId,
      },
    });
    return { recipients: rows.length };
  });
}

/** The caller's language for the CSV: asked for, else their profile's, else pt-BR. */
async function csvLanguage(db: Database, caller: Caller, asked: string | undefined): Promise<Language> {
  if (isLanguage(asked)) return asked;
  const [row] = await withUser(db, caller.userId, (tx) =>
    queryRows<{ language: string }>(tx, sql`SELECT language FROM profiles WHERE id = ${caller.userId}::uuid`),
  );
  return isLanguage(row?.language) ? row.language : 'pt-BR';
}

/** GET /events/{id}/attendees.csv: everyone with a seat or waiting, as a spreadsheet opens it. */
export async function exportAttendees(
  db: Database,
  caller: Caller,
  id: string,
  asked: string | undefined,
): Promise<{ fileName: string; body: string }> {
  const event = await withUser(db, caller.userId, (tx) => ownEvent(tx, caller, id));
  const language = await csvLanguage(db, caller, asked);
  const rows = await readAs(db, caller.userId, (run) => run<AttendeeRow>(ATTENDEES_EXPORT, [id]));
  return { fileName: `${event.slug}-attendees.csv`, body: attendeeCsv(rows, language) };
}
