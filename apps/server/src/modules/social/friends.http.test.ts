import { friendRequestsResponseSchema, personPageSchema, relationshipResponseSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { befriend, person, socialApi } from './social.test-helpers.ts';

/** Friend requests, answers and the friends list (ADR 0014): every state change over HTTP. */
describeEachBackend('/api/v1/me/friends and /friend-requests', (ctx) => {
  const social = () => socialApi(ctx.app);
  const rowsOf = (a: string, b: string) =>
    queryRows<{ status: string; requester_id: string }>(
      ctx.db,
      sql`SELECT status, requester_id FROM friendships WHERE user_a = least(${a}::uuid, ${b}::uuid)
          AND user_b = greatest(${a}::uuid, ${b}::uuid)`,
    );

  it('requests, is asked twice without change, and the other accepts by asking back', async () => {
    const { request, call } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');

    for (let n = 0; n < 2; n++) {
      const sent = await request(ana, bia.userId);
      expect(sent.res.status).toBe(200);
      expect(relationshipResponseSchema.parse(sent.body).relationship).toEqual({
        friendship: 'request_sent',
        following: false,
        followsYou: false,
        blocked: false,
        canRequest: false,
      });
    }
    expect(await rowsOf(ana.userId, bia.userId)).toEqual([{ status: 'pending', requester_id: ana.userId }]);

    const received = await call(`/api/v1/me/friend-requests`, {}, bia);
    const inbox = friendRequestsResponseSchema.parse(received.body);
    expect(inbox.total).toBe(1);
    expect(inbox.items.map((r) => r.person.id)).toEqual([ana.userId]);
    expect(inbox.items[0]?.person.relationship?.friendship).toBe('request_received');
    const sentList = friendRequestsResponseSchema.parse(
      (await call('/api/v1/me/friend-requests?direction=sent', {}, ana)).body,
    );
    expect(sentList.items.map((r) => r.person.name)).toEqual(['Bia Teste']);
    expect(
      friendRequestsResponseSchema.parse(
        (await call('/api/v1/me/friend-requests?direction=sent', {}, bia)).body,
      ).total,
    ).toBe(0);

    const accepted = await request(bia, ana.userId);
    expect(accepted.res.status).toBe(200);
    expect(accepted.body.relationship.friendship).toBe('friends');
    expect(await rowsOf(ana.userId, bia.userId)).toEqual([{ status: 'accepted', requester_id: ana.userId }]);
    const again = await request(ana, bia.userId);
    expect(again.body.relationship.friendship).toBe('friends');

    for (const [who, other] of [
      [ana, bia],
      [bia, ana],
    ] as const) {
      const page = personPageSchema.parse((await call('/api/v1/me/friends', {}, who)).body);
      expect(page.total).toBe(1);
      expect(page.items.map((p) => p.id)).toEqual([other.userId]);
      expect(page.items[0]?.relationship?.friendship).toBe('friends');
    }
  });

  it('cancels, declines and unfriends, each deleting the one row', async () => {
    const { request, unfriend } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');

    await request(ana, bia.userId);
    const cancelled = await unfriend(ana, bia.userId);
    expect(cancelled.res.status).toBe(200);
    expect(cancelled.body.relationship.friendship).toBe('none');
    expect(await rowsOf(ana.userId, bia.userId)).toEqual([]);

    await request(ana, bia.userId);
    const declined = await unfriend(bia, ana.userId);
    expect(declined.body.relationship).toMatchObject({ friendship: 'none', canRequest: true });
    expect(await rowsOf(ana.userId, bia.userId)).toEqual([]);

    await request(ana, bia.userId);
    await request(bia, ana.userId);
    const ended = await unfriend(bia, ana.userId);
    expect(ended.body.relationship.friendship).toBe('none');
    expect(await rowsOf(ana.userId, bia.userId)).toEqual([]);
    // Nothing to end: the same answer.
    expect((await unfriend(bia, ana.userId)).res.status).toBe(200);
  });

  it('refuses oneself, an unknown or incomplete person, and a malformed id', async () => {
    const { request, unfriend } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });

    const self = await request(ana, ana.userId);
    expect([self.res.status, self.body.code]).toEqual([422, 'social.self']);
    for (const id of ['6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60', pending.userId]) {
      for (const call of [request, unfriend]) {
        const missing = await call(ana, id);
        expect([missing.res.status, missing.body.code]).toEqual([404, 'profile.not_found']);
      }
    }
    const malformed = await request(ana, 'not-an-id');
    expect(malformed.res.status).toBe(400);
    expect(malformed.body.errors?.[0]).toMatchObject({ path: 'userId', code: 'validation.invalid' });
    // Someone whose own profile is incomplete, or not made yet, may not ask, follow or block.
    const noProfile = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'none' });
    const { follow, block } = social();
    for (const who of [pending, noProfile]) {
      for (const change of [request, follow, block]) {
        const incomplete = await change(who, ana.userId);
        expect([incomplete.res.status, incomplete.body.code]).toEqual([403, 'profile.incomplete']);
      }
    }
  });

  it('lists friends newest first a keyset page at a time, searched by name accents ignored, with mutual friends', async () => {
    const { call } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const names = ['João', 'Júlia', 'Marcos', 'Renata', 'Zé'];
    const friends = [];
    for (const [i, name] of names.entries()) {
      const friend = await person(ctx.app, ctx.db, name, 'Silva');
      await befriend(ctx.db, ana.userId, friend.userId, new Date(Date.now() - (10 - i) * 60_000));
      friends.push(friend);
    }
    // Júlia and Zé are friends too: each is a mutual friend of Ana's with the other.
    await befriend(ctx.db, friends[1]?.userId ?? '', friends[4]?.userId ?? '');
    const newestFirst = [...friends].reverse().map((f) => f.userId);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: unknown } = await call(
        `/api/v1/me/friends?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        {},
        ana,
      );
      const page = personPageSchema.parse(res.body);
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(5);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst);

    const whole = personPageSchema.parse((await call('/api/v1/me/friends', {}, ana)).body);
    const mutual = Object.fromEntries(whole.items.map((p) => [p.name, p.mutualFriends]));
    expect(mutual).toEqual({
      'João Silva': 0,
      'Júlia Silva': 1,
      'Marcos Silva': 0,
      'Renata Silva': 0,
      'Zé Silva': 1,
    });

    const searched = personPageSchema.parse((await call('/api/v1/me/friends?q=JULIA', {}, ana)).body);
    expect(searched.items.map((p) => p.name)).toEqual(['Júlia Silva']);
    expect(searched.total).toBe(1);
    const literal = personPageSchema.parse((await call('/api/v1/me/friends?q=%25', {}, ana)).body);
    expect(literal.total).toBe(0);

    const bad = await call('/api/v1/me/friends?cursor=abc', {}, ana);
    expect([bad.res.status, bad.body.code]).toEqual([400, 'validation.cursor.invalid']);
    expect((await call('/api/v1/me/friends')).res.status).toBe(401);
  });
});
