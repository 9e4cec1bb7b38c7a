import type { Relationship } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { api } from '../notifications/testing/notifications-api.ts';

/** Suites that sign up more people than the default limit allows in an hour. */
export const MANY_SIGN_UPS = {
  config: () => ({
    signUpLimit: { max: 1_000, windowSeconds: 3_600 },
    signInLimit: { max: 1_000, windowSeconds: 60 },
  }),
};

export type Problem = { code?: string; errors?: { path: string; code: string }[] };

/** A signed-in person with this name (and a username made from it). */
export async function person(
  app: App,
  db: Database,
  firstName: string,
  lastName = 'Teste',
): Promise<SignedInUser> {
  const who = await signUpAndSignIn(app, db);
  await db.execute(
    sql`UPDATE profiles SET first_name = ${firstName}, last_name = ${lastName} WHERE id = ${who.userId}::uuid`,
  );
  return who;
}

/** Makes two people friends, as the database's owner (arranging, not testing, the request flow). */
export async function befriend(db: Database, a: string, b: string, at = new Date()): Promise<void> {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  await db.execute(
    sql`INSERT INTO friendships (user_a, user_b, requester_id, status, created_at, accepted_at)
        VALUES (${lo}::uuid, ${hi}::uuid, ${a}::uuid, 'accepted', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`,
  );
}

/** Sets a person's privacy settings, as the database's owner. */
export async function setPrivacy(
  db: Database,
  userId: string,
  values: {
    friendRequestsFrom?: string;
    friendsVisibility?: string;
    attendanceVisibility?: string;
    findable?: boolean;
  },
): Promise<void> {
  await db.execute(
    sql`UPDATE profile_private SET
          friend_requests_from = coalesce(${values.friendRequestsFrom ?? null}, friend_requests_from),
          friends_visibility = coalesce(${values.friendsVisibility ?? null}, friends_visibility),
          attendance_visibility = coalesce(${values.attendanceVisibility ?? null}, attendance_visibility),
          findable = coalesce(${values.findable ?? null}::boolean, findable)
        WHERE profile_id = ${userId}::uuid`,
  );
}

/** The /api/v1/me social calls as someone (or a visitor). */
export function socialApi(app: App) {
  const call = <T>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(app)<T & Problem>(path, init, who);
  const change =
    (method: 'PUT' | 'DELETE', what: 'friends' | 'following' | 'blocks') =>
    (who: SignedInUser | undefined, id: string) =>
      call<{ relationship: Relationship }>(`/api/v1/me/${what}/${id}`, { method }, who);
  return {
    call,
    request: change('PUT', 'friends'),
    unfriend: change('DELETE', 'friends'),
    follow: change('PUT', 'following'),
    unfollow: change('DELETE', 'following'),
    block: change('PUT', 'blocks'),
    unblock: change('DELETE', 'blocks'),
  };
}
