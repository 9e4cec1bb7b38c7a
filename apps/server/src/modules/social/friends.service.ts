import type {
  FriendRequestsQuery,
  FriendRequestsResponse,
  MyFriendsQuery,
  PersonPage,
  RelationshipResponse,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import { notify } from '../notifications/notify.ts';
import { toPersonCards } from './person-cards.ts';
import { relationshipAfter, senderProfile } from './relation-changes.ts';
import {
  FRIENDS_PAGE,
  FRIENDS_TOTAL,
  type PersonListRow,
  REQUESTS_PAGE,
  REQUESTS_TOTAL,
} from './relations.sql.ts';
import { attemptSocial } from './social-problems.ts';

const keyOf = (row: PersonListRow) => ({ rank: 0, at: row.key_at, id: row.user_id });

/** GET /me/friends?q: the caller's friends, newest friendships first, with how many the search finds. */
export async function listFriends(db: Database, caller: Caller, query: MyFriendsQuery): Promise<PersonPage> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const q = query.q ?? null;
    const [rows, [count]] = await Promise.all([
      run<PersonListRow>(FRIENDS_PAGE, [q, after?.at ?? null, after?.id ?? null, query.limit + 1]),
      run<{ total: number }>(FRIENDS_TOTAL, [q]),
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, keyOf);
    return { items: await toPersonCards(run, shown), nextCursor, total: count?.total ?? 0 };
  });
}

/** GET /me/friend-requests?direction: requests received (or sent) and waiting, newest first. */
export async function listFriendRequests(
  db: Database,
  caller: Caller,
  query: FriendRequestsQuery,
): Promise<FriendRequestsResponse> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const [rows, [count]] = await Promise.all([
      run<PersonListRow>(REQUESTS_PAGE, [
        query.direction,
        after?.at ?? null,
        after?.id ?? null,
        query.limit + 1,
      ]),
      run<{ total: number }>(REQUESTS_TOTAL, [query.direction]),
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, keyOf);
    const cards = await toPersonCards(run, shown);
    return {
      items: cards.map((person, i) => ({
        person,
        requestedAt: new Date(shown[i]?.since ?? 0).toISOString(),
      })),
      nextCursor,
      total: count?.total ?? 0,
    };
  });
}

/**
 * PUT /me/friends/{userId}: asks them to be friends, or accepts the request they sent. The person
 * asked hears of it (friend_request); the one whose request is accepted too (friendship_accepted),
 * in the same transaction. Asking again changes nothing and notifies nobody.
 */
export async function requestFriendship(
  db: Database,
  caller: Caller,
  otherId: string,
): Promise<RelationshipResponse> {
  return withUser(db, caller.userId, async (tx) => {
    const [row] = await attemptSocial(() =>
      queryRows<{ friendship: string; outcome: 'requested' | 'accepted' | 'none' }>(
        tx,
        sql`SELECT friendship, outcome FROM app.request_friendship(${otherId}::uuid)`,
      ),
    );
    if (row && row.outcome !== 'none') {
      const profile = await senderProfile(tx, caller.userId);
      await notify(tx, {
        recipients: [otherId],
        type: row.outcome === 'requested' ? 'friend_request' : 'friendship_accepted',
        metadata: { from: caller.userId, friend_id: caller.userId, invited_by_profile: profile },
        invitedByProfile: profile,
      });
    }
    return relationshipAfter(tx, otherId);
  });
}

/** DELETE /me/friends/{userId}: cancels the caller's request, declines theirs, or unfriends. */
export async function endFriendship(
  db: Database,
  caller: Caller,
  otherId: string,
): Promise<RelationshipResponse> {
  return withUser(db, caller.userId, async (tx) => {
    await attemptSocial(() => queryRows(tx, sql`SELECT app.end_friendship(${otherId}::uuid)`));
    return relationshipAfter(tx, otherId);
  });
}
