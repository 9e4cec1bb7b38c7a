import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { befriend, person, setPrivacy, socialApi } from './social.test-helpers.ts';

/**
 * The setting "who may send me friend requests" (friend_requests_from), each value proven: everyone,
 * friends of friends (at least one friend in common), nobody. The relationship tells the caller
 * beforehand (canRequest); a request already waiting from the other side is always accepted.
 */
describeEachBackend('friend_requests_from', (ctx) => {
  const social = () => socialApi(ctx.app);
  const friendshipRows = async () =>
    (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM friendships`))[0]?.n;

  async function arrange(setting: string) {
    const bia = await person(ctx.app, ctx.db, 'Bia');
    const stranger = await person(ctx.app, ctx.db, 'Estranho');
    const friendOfFriend = await person(ctx.app, ctx.db, 'Conhecido');
    const common = await person(ctx.app, ctx.db, 'Comum');
    await befriend(ctx.db, bia.userId, common.userId);
    await befriend(ctx.db, friendOfFriend.userId, common.userId);
    await setPrivacy(ctx.db, bia.userId, { friendRequestsFrom: setting });
    return { bia, stranger, friendOfFriend };
  }

  it('everyone: a stranger may ask', async () => {
    const { bia, stranger, friendOfFriend } = await arrange('everyone');
    for (const who of [stranger, friendOfFriend]) {
      const { res, body } = await social().request(who, bia.userId);
      expect(res.status).toBe(200);
      expect(body.relationship.friendship).toBe('request_sent');
    }
  });

  it('friends_of_friends: only someone with a friend in common', async () => {
    const { bia, stranger, friendOfFriend } = await arrange('friends_of_friends');
    const before = await social().unfollow(stranger, bia.userId);
    expect(before.body.relationship.canRequest).toBe(false);
    const refused = await social().request(stranger, bia.userId);
    expect([refused.res.status, refused.body.code]).toEqual([403, 'social.friend_request.not_allowed']);
    expect(await friendshipRows()).toBe(2);
    const allowed = await social().request(friendOfFriend, bia.userId);
    expect(allowed.body.relationship.friendship).toBe('request_sent');
  });

  it('nobody: no one may ask, but Bia may still ask, and her request is accepted by asking back', async () => {
    const { bia, stranger, friendOfFriend } = await arrange('nobody');
    for (const who of [stranger, friendOfFriend]) {
      const refused = await social().request(who, bia.userId);
      expect([refused.res.status, refused.body.code]).toEqual([403, 'social.friend_request.not_allowed']);
    }
    expect(await friendshipRows()).toBe(2);
    await social().request(bia, stranger.userId);
    const accepted = await social().request(stranger, bia.userId);
    expect(accepted.body.relationship.friendship).toBe('friends');
  });
});
