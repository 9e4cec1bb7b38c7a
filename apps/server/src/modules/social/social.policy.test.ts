import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';

/**
 * Friendships, follows and blocks at the policy level (migrations 0030 and 0031): plain SQL as the
 * app role. Each person reads only their own rows; friendships and blocks are written only through
 * the definer functions, which refuse what the HTTP layer refuses.
 */
describeEachBackend('social policies', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  async function arrange() {
    const [ana, bia, caio, admin] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db, { role: 'admin' }),
    ];
    await as(ana.id, sql`SELECT * FROM app.request_friendship(${bia.id}::uuid)`);
    await as(ana.id, sql`SELECT app.follow_person(${bia.id}::uuid)`);
    await as(caio.id, sql`SELECT app.block_person(${ana.id}::uuid)`);
    return { ana, bia, caio, admin };
  }

  const counts = (userId: string | null) =>
    as<{ friendships: number; follows: number; blocks: number }>(
      userId,
      sql`SELECT (SELECT count(*) FROM friendships)::int AS friendships,
            (SELECT count(*) FROM user_follows)::int AS follows,
            (SELECT count(*) FROM user_blocks)::int AS blocks`,
    );

  it('each person reads only their own rows; the blocked person never sees the block; nobody else sees any', async () => {
    const a = await arrange();
    expect(await counts(a.ana.id)).toEqual([{ friendships: 1, follows: 1, blocks: 0 }]);
    expect(await counts(a.bia.id)).toEqual([{ friendships: 1, follows: 1, blocks: 0 }]);
    expect(await counts(a.caio.id)).toEqual([{ friendships: 0, follows: 0, blocks: 1 }]);
    for (const who of [a.admin.id, null])
      expect(await counts(who)).toEqual([{ friendships: 0, follows: 0, blocks: 0 }]);
  });

  it('nobody writes friendships, follows or blocks directly, nor changes or removes anyone else’s', async () => {
    const a = await arrange();
    for (const attempt of [
      sql`INSERT INTO friendships (user_a, user_b, requester_id, status, accepted_at)
          VALUES (least(${a.ana.id}::uuid, ${a.caio.id}::uuid), greatest(${a.ana.id}::uuid, ${a.caio.id}::uuid),
                  ${a.ana.id}::uuid, 'accepted', now())`,
      sql`UPDATE friendships SET status = 'accepted', accepted_at = now()`,
      sql`DELETE FROM friendships`,
      sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${a.ana.id}::uuid, ${a.bia.id}::uuid)`,
      sql`INSERT INTO user_follows (follower_id, followee_id) VALUES (${a.ana.id}::uuid, ${a.caio.id}::uuid)`,
    ])
      await expect(as(a.ana.id, attempt)).rejects.toSatisfy(dbError(/permission denied/));
    // Deleting rows of others touches nothing: the policies let only the follower and the blocker.
    expect(await as(a.bia.id, sql`DELETE FROM user_follows RETURNING follower_id`)).toEqual([]);
    expect(await as(a.ana.id, sql`DELETE FROM user_blocks RETURNING blocker_id`)).toEqual([]);
    expect(await counts(a.ana.id)).toEqual([{ friendships: 1, follows: 1, blocks: 0 }]);
    expect(await counts(a.caio.id)).toEqual([{ friendships: 0, follows: 0, blocks: 1 }]);
    expect(await as(a.ana.id, sql`DELETE FROM user_follows RETURNING followee_id`)).toEqual([
      { followee_id: a.bia.id },
    ]);
    expect(await as(a.caio.id, sql`DELETE FROM user_blocks RETURNING blocked_id`)).toEqual([
      { blocked_id: a.ana.id },
    ]);
  });

  it('the functions refuse a visitor, oneself, a block and the other’s setting; the helpers are not the app’s to call', async () => {
    const a = await arrange();
    const refusals: [string | null, ReturnType<typeof sql>, RegExp][] = [
      [null, sql`SELECT * FROM app.request_friendship(${a.bia.id}::uuid)`, /auth\.unauthenticated/],
      [a.ana.id, sql`SELECT * FROM app.request_friendship(${a.ana.id}::uuid)`, /social\.self/],
      [a.ana.id, sql`SELECT * FROM app.request_friendship(${a.caio.id}::uuid)`, /profile\.not_found/],
      [a.caio.id, sql`SELECT * FROM app.request_friendship(${a.ana.id}::uuid)`, /social\.blocked/],
      [a.ana.id, sql`SELECT app.follow_person(${a.caio.id}::uuid)`, /profile\.not_found/],
      [null, sql`SELECT app.block_person(${a.bia.id}::uuid)`, /auth\.unauthenticated/],
      [a.ana.id, sql`SELECT app.assert_social_actor()`, /permission denied/],
    ];
    for (const [who, statement, pattern] of refusals)
      await expect(as(who, statement)).rejects.toSatisfy(dbError(pattern));
    await ctx.db.execute(
      sql`INSERT INTO profile_private (profile_id, email, friend_requests_from)
          VALUES (${a.admin.id}::uuid, 'admin@example.test', 'nobody') ON CONFLICT (profile_id) DO NOTHING`,
    );
    await expect(
      as(a.bia.id, sql`SELECT * FROM app.request_friendship(${a.admin.id}::uuid)`),
    ).rejects.toSatisfy(dbError(/social\.friend_request\.not_allowed/));
    // A visitor reads no relations and no suggestions.
    expect(await as(null, sql`SELECT * FROM app.person_relations(${`{${a.ana.id}}`}::uuid[])`)).toEqual([]);
    expect(await as(null, sql`SELECT * FROM app.friend_suggestions(10)`)).toEqual([]);
  });

  it('the caller’s relations and mutual friends come for a whole page in one statement', async () => {
    const a = await arrange();
    await as(a.bia.id, sql`SELECT * FROM app.request_friendship(${a.ana.id}::uuid)`);
    const rows = await as<Record<string, unknown>>(
      a.bia.id,
      sql`SELECT * FROM app.person_relations(${`{${a.ana.id},${a.caio.id},${a.bia.id}}`}::uuid[]) ORDER BY person = ${a.ana.id}::uuid DESC`,
    );
    expect(rows).toEqual([
      {
        person: a.ana.id,
        mutual_friends: 0,
        friendship: 'friends',
        following: false,
        follows_you: true,
        blocked: false,
        can_request: false,
      },
      {
        person: a.caio.id,
        mutual_friends: 0,
        friendship: 'none',
        following: false,
        follows_you: false,
        blocked: false,
        can_request: true,
      },
    ]);
  });
});
