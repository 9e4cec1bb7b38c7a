import { randomInt, randomUUID } from 'node:crypto';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo day (YYYY-MM-DD) `n` days from now (negative: ago). */
export function spDay(n = 0, now = Date.now()): string {
  return dayFormat.format(new Date(now + n * DAY_MS));
}

/** The instant `n` days from now, for moving rows back in time. */
export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY_MS);

/** Owner connection (no RLS): when an attendance was made, as if it had been made then. */
export async function answeredAt(db: Database, attendanceId: string, at: Date): Promise<void> {
  await db.execute(sql`UPDATE event_attendances SET created_at = ${at.toISOString()}::timestamptz,
    waitlisted_at = CASE WHEN waitlisted_at IS NULL THEN NULL ELSE ${at.toISOString()}::timestamptz END
    WHERE id = ${attendanceId}::uuid`);
}

/** Owner connection: views counted on `day` (as app.record_event_view would have), and the total. */
export async function viewsOn(db: Database, eventId: string, day: string, views: number): Promise<void> {
  await db.execute(sql`INSERT INTO event_view_days (event_id, day, views)
    VALUES (${eventId}::uuid, ${day}::date, ${views})
    ON CONFLICT (event_id, day) DO UPDATE SET views = event_view_days.views + excluded.views`);
  await db.execute(sql`UPDATE events SET views = views + ${views} WHERE id = ${eventId}::uuid`);
}

/** Owner connection: an attendance written directly (past events take no RSVP through the API). */
export async function attendance(
  db: Database,
  eventId: string,
  userId: string,
  status: 'going' | 'checked_in' | 'waitlisted' | 'cancelled',
  at: Date,
): Promise<string> {
  const id = randomUUID();
  const code = Array.from(
    { length: TICKET_CODE_LENGTH },
    () => TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)],
  ).join('');
  await db.execute(sql`INSERT INTO event_attendances
      (id, event_id, user_id, status, ticket_code, waitlisted_at, checked_in_at, created_at)
    VALUES (${id}::uuid, ${eventId}::uuid, ${userId}::uuid, ${status}, ${code},
      ${status === 'waitlisted' ? at.toISOString() : null}::timestamptz,
      ${status === 'checked_in' ? at.toISOString() : null}::timestamptz, ${at.toISOString()}::timestamptz)`);
  return id;
}
