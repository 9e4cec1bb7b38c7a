import { randomInt } from 'node:crypto';
import { type SocialAudience, TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Arranging the social graph straight through the owner connection, as the social calls leave it. */

/** Makes two people friends (accepted), the first having asked. */
export async function befriend(db: Database, a: string, b: string, at = new Date()): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.execute(sql`
    INSERT INTO friendships (user_a, user_b, requester_id, status, created_at, accepted_at)
    VALUES (${low}, ${high}, ${a}, 'accepted', ${at}, ${at})`);
}

export async function unfriend(db: Database, a: string, b: string): Promise<void> {
  await db.execute(sql`DELETE FROM friendships WHERE user_a = least(${a}::uuid, ${b}::uuid)
    AND user_b = greatest(${a}::uuid, ${b}::uuid)`);
}

export async function followPerson(db: Database, follower: string, followee: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO user_follows (follower_id, followee_id) VALUES (${follower}, ${followee})`,
  );
}

export async function blockPerson(db: Database, blocker: string, blocked: string): Promise<void> {
  await db.execute(sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${blocker}, ${blocked})`);
}

/** Who sees the events `userId` goes to (their profile_private row is made if missing). */
export async function showAttendanceTo(
  db: Database,
  userId: string,
  audience: SocialAudience,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO profile_private (profile_id, email, attendance_visibility)
    VALUES (${userId}, ${`${userId}@example.test`}, ${audience})
    ON CONFLICT (profile_id) DO UPDATE SET attendance_visibility = excluded.attendance_visibility`);
}

const ticketCode = () =>
  Array.from(
    { length: TICKET_CODE_LENGTH },
    () => TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)],
  ).join('');

/** A seat (going) taken at `at`. */
export async function takeSeat(
  db: Database,
  eventId: string,
  userId: string,
  at = new Date(),
  status: 'going' | 'checked_in' | 'waitlisted' | 'cancelled' = 'going',
): Promise<void> {
  await db.execute(sql`
    INSERT INTO event_attendances (event_id, user_id, status, ticket_code, created_at,
      waitlisted_at, checked_in_at)
    VALUES (${eventId}, ${userId}, ${status}, ${ticketCode()}, ${at},
      ${status === 'waitlisted' ? at : null}, ${status === 'checked_in' ? at : null})`);
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A group owned by `ownerId` (its owner joined when it was made, `at`). */
export async function makeGroup(
  db: Database,
  ownerId: string,
  opts: { name?: string; visibility?: 'public' | 'private'; at?: Date } = {},
): Promise<{ id: string; slug: string }> {
  const at = opts.at ?? new Date();
  const slug = `grupo-${randomInt(1e9)}`;
  const result = (await db.execute(sql`
    INSERT INTO groups (slug, name, category, visibility, created_at)
    VALUES (${slug}, ${opts.name ?? 'Clube do Livro'}, 'arts_culture', ${opts.visibility ?? 'public'}, ${at})
    RETURNING id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error('group not inserted');
  await db.execute(sql`INSERT INTO group_members (group_id, user_id, role, created_at)
    VALUES (${id}, ${ownerId}, 'owner', ${at})`);
  return { id, slug };
}

export async function joinGroup(
  db: Database,
  groupId: string,
  userId: string,
  at = new Date(),
): Promise<void> {
  await db.execute(sql`INSERT INTO group_members (group_id, user_id, role, created_at)
    VALUES (${groupId}, ${userId}, 'member', ${at})`);
}

export async function followGroup(db: Database, groupId: string, userId: string): Promise<void> {
  await db.execute(sql`INSERT INTO group_followers (group_id, user_id) VALUES (${groupId}, ${userId})`);
}
