import type { PrivacySettings } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/**
 * Arranges how people stand with each other through the owner connection (no row policies, no
 * definer checks): tests then read as the app role. Friendships keep one row per pair, smaller id first.
 */

export async function befriend(
  db: Database,
  a: string,
  b: string,
  status: 'accepted' | 'pending' = 'accepted',
) {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.execute(sql`INSERT INTO friendships (user_a, user_b, requester_id, status, accepted_at)
    VALUES (${low}, ${high}, ${a}, ${status}, ${status === 'accepted' ? sql`now()` : null})`);
}

export async function follow(db: Database, follower: string, followee: string) {
  await db.execute(
    sql`INSERT INTO user_follows (follower_id, followee_id) VALUES (${follower}, ${followee})`,
  );
}

export async function block(db: Database, blocker: string, blocked: string) {
  await db.execute(sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${blocker}, ${blocked})`);
}

const COLUMNS = {
  attendanceVisibility: 'attendance_visibility',
  friendsVisibility: 'friends_visibility',
  friendRequestsFrom: 'friend_requests_from',
  findable: 'findable',
} as const;

/** Sets some privacy settings of a person (creating their private row when missing). */
export async function setPrivacy(db: Database, userId: string, settings: Partial<PrivacySettings>) {
  await db.execute(sql`INSERT INTO profile_private (profile_id, email)
    VALUES (${userId}, ${`${userId}@example.test`}) ON CONFLICT (profile_id) DO NOTHING`);
  for (const [key, value] of Object.entries(settings)) {
    const column = COLUMNS[key as keyof typeof COLUMNS];
    await db.execute(
      sql`UPDATE profile_private SET ${sql.raw(column)} = ${value} WHERE profile_id = ${userId}`,
    );
  }
}

const TICKET_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
let ticket = 0;
/** A seat (going, or another status) of a person at an event, with a ticket code of its own. */
export async function seat(db: Database, eventId: string, userId: string, status = 'going') {
  ticket += 1;
  let n = ticket;
  let code = '';
  for (let i = 0; i < 10; i += 1) {
    code += TICKET_LETTERS[n % TICKET_LETTERS.length];
    n = Math.floor(n / TICKET_LETTERS.length);
  }
  await db.execute(sql`INSERT INTO event_attendances (event_id, user_id, status, ticket_code, waitlisted_at, checked_in_at)
    VALUES (${eventId}, ${userId}, ${status}, ${code},
      ${status === 'waitlisted' ? sql`now()` : null}, ${status === 'checked_in' ? sql`now()` : null})`);
}
