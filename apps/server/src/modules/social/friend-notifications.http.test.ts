import { type NotificationListResponse, notificationTarget } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { SignedInUser } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { person, socialApi } from './social.test-helpers.ts';

/**
 * friend_request and friendship_accepted through the notifications hub (ADR 0014): who hears what,
 * in their language, linking to the other's profile; asking again tells nobody twice; a request
 * that is withdrawn or declined leaves no news behind.
 */
describeEachBackend('friend notifications', (ctx) => {
  const social = () => socialApi(ctx.app);
  const inbox = async (who: SignedInUser) =>
    (await social().call<NotificationListResponse>('/api/v1/notifications', {}, who)).body.notifications;
  const usernameOf = async (id: string) =>
    (
      await queryRows<{ username: string }>(ctx.db, sql`SELECT username FROM profiles WHERE id = ${id}::uuid`)
    )[0]?.username;

  it('the person asked hears of the request once; the one who asked hears of the acceptance', async () => {
    const { request } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');
    await ctx.db.execute(sql`UPDATE profiles SET language = 'en' WHERE id = ${ana.userId}::uuid`);

    await request(ana, bia.userId);
    await request(ana, bia.userId);
    const asked = await inbox(bia);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      type: 'friend_request',
      title: 'Novo pedido de amizade',
      body: 'Ana Teste quer ser seu amigo(a).',
      metadata: { from: ana.userId, friend_id: ana.userId },
      invitedByProfile: { first_name: 'Ana', last_name: 'Teste', username: await usernameOf(ana.userId) },
    });
    expect(notificationTarget('friend_request', asked[0]?.metadata)).toEqual({
      kind: 'internal',
      path: `/user/${await usernameOf(ana.userId)}`,
    });
    expect(await inbox(ana)).toEqual([]);

    await request(bia, ana.userId);
    const told = await inbox(ana);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'friendship_accepted',
      title: 'Friend request accepted',
      body: 'Bia Teste accepted your friend request.',
      metadata: { from: bia.userId, friend_id: bia.userId },
      invitedByProfile: { username: await usernameOf(bia.userId) },
    });
    // The answered request is no longer unread news for the one who answered it.
    expect((await inbox(bia)).map((n) => [n.type, n.read])).toEqual([['friend_request', true]]);
  });

  it('a withdrawn or declined request takes its unread notification with it', async () => {
    const { request, unfriend } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');
    await request(ana, bia.userId);
    expect(await inbox(bia)).toHaveLength(1);
    await unfriend(ana, bia.userId);
    expect(await inbox(bia)).toEqual([]);
    await request(ana, bia.userId);
    await unfriend(bia, ana.userId);
    expect(await inbox(bia)).toEqual([]);
  });

  it('a request refused by a setting or a block notifies nobody', async () => {
    const { request, block } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');
    await ctx.db.execute(
      sql`UPDATE profile_private SET friend_requests_from = 'nobody' WHERE profile_id = ${bia.userId}::uuid`,
    );
    expect((await request(ana, bia.userId)).res.status).toBe(403);
    await block(ana, bia.userId);
    expect((await request(bia, ana.userId)).res.status).toBe(404);
    expect([...(await inbox(ana)), ...(await inbox(bia))]).toEqual([]);
  });
});
