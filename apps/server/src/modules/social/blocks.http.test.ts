import {
  blocksResponseSchema,
  friendRequestsResponseSchema,
  friendSuggestionsResponseSchema,
  personPageSchema,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { createGroupAs } from '../groups/groups.test-helpers.ts';
import { befriend, person, socialApi } from './social.test-helpers.ts';

/**
 * Blocks (ADR 0014): blocking ends the friendship or request and both follows, removes the unread
 * friend news, and hides each from the other's lists and suggestions; while it stands neither may
 * request, follow or invite the other, and someone who blocked the caller is as if they did not exist.
 */
describeEachBackend('/api/v1/me/blocks', (ctx) => {
  const social = () => socialApi(ctx.app);
  const count = async (table: 'friendships' | 'user_follows' | 'user_blocks') =>
    (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]?.n;
  const unreadFriendNews = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId}::uuid
            AND type IN ('friend_request', 'friendship_accepted') AND NOT read`,
      )
    )[0]?.n;

  it('blocking ends the request, both follows and the unread friend news; the blocked list shows it; unblocking lifts it', async () => {
    const { request, follow, block, unblock, call } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');
    await request(bia, ana.userId);
    await follow(ana, bia.userId);
    await follow(bia, ana.userId);
    expect(await unreadFriendNews(ana.userId)).toBe(1);

    for (let n = 0; n < 2; n++) {
      const blocked = await block(ana, bia.userId);
      expect(blocked.res.status).toBe(200);
      expect(blocked.body.relationship).toEqual({
        friendship: 'none',
        following: false,
        followsYou: false,
        blocked: true,
        canRequest: false,
      });
    }
    expect([await count('friendships'), await count('user_follows'), await count('user_blocks')]).toEqual([
      0, 0, 1,
    ]);
    expect(await unreadFriendNews(ana.userId)).toBe(0);

    const list = blocksResponseSchema.parse((await call('/api/v1/me/blocks', {}, ana)).body);
    expect(list.items.map((b) => [b.person.id, b.person.name])).toEqual([[bia.userId, 'Bia Teste']]);
    // The blocked person never learns of it.
    expect(blocksResponseSchema.parse((await call('/api/v1/me/blocks', {}, bia)).body).items).toEqual([]);

    for (let n = 0; n < 2; n++) {
      const lifted = await unblock(ana, bia.userId);
      expect(lifted.res.status).toBe(200);
      expect(lifted.body.relationship).toMatchObject({ blocked: false, canRequest: true });
    }
    expect(await count('user_blocks')).toBe(0);
    const self = await block(ana, ana.userId);
    expect([self.res.status, self.body.code]).toEqual([422, 'social.self']);
    const nobody = await unblock(ana, '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60');
    expect([nobody.res.status, nobody.body.code]).toEqual([404, 'profile.not_found']);
  });

  it('blocking a friend ends the friendship and the friendship_accepted news', async () => {
    const { request, block, call } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');
    await request(ana, bia.userId);
    await request(bia, ana.userId);
    expect(await unreadFriendNews(ana.userId)).toBe(1);
    await block(bia, ana.userId);
    expect(await unreadFriendNews(ana.userId)).toBe(0);
    for (const who of [ana, bia])
      expect(personPageSchema.parse((await call('/api/v1/me/friends', {}, who)).body).total).toBe(0);
  });

  it('while a block stands, the blocker is refused with social.blocked and the blocked person as if the blocker did not exist', async () => {
    const { request, unfriend, follow, unfollow, block } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');
    await block(ana, bia.userId);

    for (const change of [request, follow]) {
      const mine = await change(ana, bia.userId);
      expect([mine.res.status, mine.body.code]).toEqual([409, 'social.blocked']);
      const theirs = await change(bia, ana.userId);
      expect([theirs.res.status, theirs.body.code]).toEqual([404, 'profile.not_found']);
    }
    for (const change of [unfriend, unfollow]) {
      expect((await change(ana, bia.userId)).res.status).toBe(200);
      const theirs = await change(bia, ana.userId);
      expect([theirs.res.status, theirs.body.code]).toEqual([404, 'profile.not_found']);
    }
    // Blocking back tells nothing and holds if the first block is lifted.
    expect((await block(bia, ana.userId)).body.relationship.blocked).toBe(true);
    await social().unblock(ana, bia.userId);
    expect((await request(ana, bia.userId)).body.code).toBe('profile.not_found');
  });

  it('the two vanish from each other’s lists and suggestions, both ways', async () => {
    const { call, block, follow, request } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');
    const caio = await person(ctx.app, ctx.db, 'Caio');
    // Caio is friends with both: each is the other's suggestion (a friend of a friend).
    await befriend(ctx.db, caio.userId, ana.userId);
    await befriend(ctx.db, caio.userId, bia.userId);
    const suggested = async (who: SignedInUser) =>
      friendSuggestionsResponseSchema
        .parse((await call('/api/v1/me/friend-suggestions', {}, who)).body)
        .items.map((s) => s.id);
    expect(await suggested(ana)).toEqual([bia.userId]);
    expect(await suggested(bia)).toEqual([ana.userId]);
    await follow(bia, ana.userId);
    await request(bia, ana.userId);

    for (const [blocker, blocked] of [
      [ana, bia],
      [bia, ana],
    ] as const) {
      await block(blocker, blocked.userId);
      for (const who of [ana, bia]) {
        expect(await suggested(who)).toEqual([]);
        const following = personPageSchema.parse((await call('/api/v1/me/following', {}, who)).body);
        expect(following.items).toEqual([]);
        for (const direction of ['received', 'sent'])
          expect(
            friendRequestsResponseSchema.parse(
              (await call(`/api/v1/me/friend-requests?direction=${direction}`, {}, who)).body,
            ).items,
          ).toEqual([]);
      }
      // Caio still sees both.
      expect(personPageSchema.parse((await call('/api/v1/me/friends', {}, caio)).body).total).toBe(2);
      await social().unblock(blocker, blocked.userId);
    }
    expect(await suggested(ana)).toEqual([bia.userId]);
  });

  it('an event or group invitation to someone in a block, either way, is answered as an unknown person and sends nothing', async () => {
    const { block, call } = social();
    const ana = await signUpAndSignIn(ctx.app, ctx.db, { username: 'ana_convida' });
    const bia = await signUpAndSignIn(ctx.app, ctx.db, {
      username: 'bia_bloqueou',
      email: 'bia@example.test',
    });
    const caio = await signUpAndSignIn(ctx.app, ctx.db, {
      username: 'caio_bloqueado',
      email: 'caio@example.test',
    });
    await block(bia, ana.userId);
    await block(ana, caio.userId);
    const event = await createEvent(ctx.db, ana.userId, { visibility: 'private' });
    const group = await createGroupAs(ctx.app, ana, { name: 'Clube Fechado', visibility: 'private' });

    const toEvent = await call(
      `/api/v1/events/${event.id}/invitations`,
      { method: 'POST', json: { usernames: ['bia_bloqueou', 'caio_bloqueado', 'ninguem_aqui'] } },
      ana,
    );
    expect(toEvent.res.status).toBe(200);
    expect(toEvent.body).toEqual({
      invited: [],
      unknown: ['bia_bloqueou', 'caio_bloqueado', 'ninguem_aqui'],
      alreadyInvited: [],
    });

    ctx.mail.length = 0;
    const toGroup = await call(
      `/api/v1/groups/${group.id}/invitations`,
      {
        method: 'POST',
        json: {
          usernames: ['bia_bloqueou', 'caio_bloqueado'],
          emails: ['bia@example.test', 'caio@example.test', 'nova.pessoa@example.test'],
        },
      },
      ana,
    );
    expect(toGroup.res.status).toBe(200);
    expect(toGroup.body).toMatchObject({
      invited: [],
      unknown: ['bia_bloqueou', 'caio_bloqueado'],
      emailed: ['bia@example.test', 'caio@example.test', 'nova.pessoa@example.test'],
    });
    expect(ctx.mail.map((m) => m.to)).toEqual(['nova.pessoa@example.test']);
    const invited = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT (SELECT count(*) FROM event_invitations)::int + (SELECT count(*) FROM group_invitations
          WHERE user_id IS NOT NULL)::int AS n`,
    );
    expect(invited[0]?.n).toBe(0);
    const news = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id IN (${bia.userId}::uuid, ${caio.userId}::uuid)
          AND type IN ('event_invite', 'group_invite')`,
    );
    expect(news[0]?.n).toBe(0);
  });
});
