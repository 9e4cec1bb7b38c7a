import { friendSuggestionsResponseSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { befriend, MANY_SIGN_UPS, person, setPrivacy, socialApi } from './social.test-helpers.ts';

/**
 * Friend suggestions: friends of friends by how many friends they share, then people going to the
 * same upcoming events; never oneself, a friend, a request either way, a block, a profile that is
 * not findable or not complete, nor someone whose settings would refuse the request.
 */
describeEachBackend(
  '/api/v1/me/friend-suggestions',
  (ctx) => {
    const social = () => socialApi(ctx.app);
    let tickets = 0;
    /** A seat at the event, with a ticket code of its own. */
    const going = (eventId: string, userId: string) => {
      tickets += 1;
      const code = `ABCDEFGH${'23456789'[tickets % 8]}${'23456789'[Math.floor(tickets / 8) % 8]}`;
      return ctx.db.execute(
        sql`INSERT INTO event_attendances (event_id, user_id, status, ticket_code)
          VALUES (${eventId}::uuid, ${userId}::uuid, 'going', ${code})`,
      );
    };

    it('ranks friends of friends by mutual friends, then people at the same upcoming events, and leaves out who may not be asked', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const [f1, f2] = [await person(ctx.app, ctx.db, 'Amiga1'), await person(ctx.app, ctx.db, 'Amiga2')];
      await befriend(ctx.db, ana.userId, f1.userId);
      await befriend(ctx.db, ana.userId, f2.userId);
      const two = await person(ctx.app, ctx.db, 'Dois');
      const one = await person(ctx.app, ctx.db, 'Um');
      await befriend(ctx.db, two.userId, f1.userId);
      await befriend(ctx.db, two.userId, f2.userId);
      await befriend(ctx.db, one.userId, f1.userId);
      // Friends of friends who may not be suggested.
      const hidden = await person(ctx.app, ctx.db, 'Oculto');
      await setPrivacy(ctx.db, hidden.userId, { findable: false });
      const closed = await person(ctx.app, ctx.db, 'Fechado');
      await setPrivacy(ctx.db, closed.userId, { friendRequestsFrom: 'nobody' });
      const asked = await person(ctx.app, ctx.db, 'Pedido');
      const blocker = await person(ctx.app, ctx.db, 'Bloqueia');
      for (const p of [hidden, closed, asked, blocker]) await befriend(ctx.db, p.userId, f1.userId);
      await social().request(asked, ana.userId);
      await social().block(blocker, ana.userId);

      // People at the same upcoming event: one shows their attendance to everyone, one only to friends.
      const organiser = await signUpAndSignIn(ctx.app, ctx.db);
      const soon = await createEvent(ctx.db, organiser.userId);
      const past = await createEvent(ctx.db, organiser.userId, {
        startDatetime: days(-3),
        endDatetime: days(-3),
      });
      const fan = await person(ctx.app, ctx.db, 'Fã');
      const shy = await person(ctx.app, ctx.db, 'Tímido');
      const wasThere = await person(ctx.app, ctx.db, 'Passado');
      await setPrivacy(ctx.db, fan.userId, { attendanceVisibility: 'everyone' });
      await setPrivacy(ctx.db, wasThere.userId, { attendanceVisibility: 'everyone' });
      for (const p of [ana, fan, shy]) await going(soon.id, p.userId);
      await going(past.id, ana.userId);
      await going(past.id, wasThere.userId);
      // An incomplete profile never shows.
      const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
      await befriend(ctx.db, pending.userId, f1.userId);

      const { res, body } = await social().call('/api/v1/me/friend-suggestions', {}, ana);
      expect(res.status).toBe(200);
      const items = friendSuggestionsResponseSchema.parse(body).items;
      expect(items.map((s) => [s.name, s.reason, s.mutualFriends, s.sharedEvents])).toEqual([
        ['Dois Teste', 'friends_of_friends', 2, 0],
        ['Um Teste', 'friends_of_friends', 1, 0],
        ['Fã Teste', 'same_events', 0, 1],
      ]);
      expect(items[0]?.relationship).toMatchObject({ friendship: 'none', canRequest: true });
      expect(items.map((s) => s.id)).not.toContain(ana.userId);
    });

    it('a friend whose friends list is only theirs is no path to suggestions', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const friend = await person(ctx.app, ctx.db, 'Reservada');
      const theirs = await person(ctx.app, ctx.db, 'Outra');
      await befriend(ctx.db, ana.userId, friend.userId);
      await befriend(ctx.db, theirs.userId, friend.userId);
      const list = async () =>
        friendSuggestionsResponseSchema.parse(
          (await social().call('/api/v1/me/friend-suggestions', {}, ana)).body,
        ).items;
      expect((await list()).map((s) => s.id)).toEqual([theirs.userId]);
      await setPrivacy(ctx.db, friend.userId, { friendsVisibility: 'only_me' });
      expect(await list()).toEqual([]);
    });
  },
  MANY_SIGN_UPS,
);
