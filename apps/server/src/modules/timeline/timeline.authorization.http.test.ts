import type { TimelineResponse } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { befriend, blockPerson, followPerson, minutesAgo, takeSeat } from './timeline.test-helpers.ts';

type Actor = 'visitor' | 'stranger' | 'friend' | 'follower' | 'blocked' | 'blocker' | 'self' | 'admin';

const ACTORS: Actor[] = ['visitor', 'stranger', 'friend', 'follower', 'blocked', 'blocker', 'self', 'admin'];

/**
 * GET /me/timeline as every kind of caller, about one person (Ana) who published an event and goes
 * to another (her attendance shows to friends, the default): each caller reads only their own
 * timeline; a friend sees both, someone who follows her sees the event only, a person she blocked
 * or who blocked her sees nothing of her even while a follow row stands, she never sees her own
 * doings, and an administrator sees what their relation to her allows, no more.
 */
describeEachBackend('authorisation of the timeline', (ctx) => {
  it('answers each caller with their own timeline only, as their relation to the person allows', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const actors: Record<Actor, SignedInUser | undefined> = {
      visitor: undefined,
      stranger: await signUpAndSignIn(ctx.app, ctx.db),
      friend: await signUpAndSignIn(ctx.app, ctx.db),
      follower: await signUpAndSignIn(ctx.app, ctx.db),
      blocked: await signUpAndSignIn(ctx.app, ctx.db),
      blocker: await signUpAndSignIn(ctx.app, ctx.db),
      self: ana,
      admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
    };
    const id = (actor: Actor) => actors[actor]?.userId ?? '';
    await befriend(ctx.db, ana.userId, id('friend'));
    for (const actor of ['follower', 'blocked', 'blocker', 'admin'] as const)
      await followPerson(ctx.db, id(actor), ana.userId);
    await blockPerson(ctx.db, ana.userId, id('blocked'));
    await blockPerson(ctx.db, id('blocker'), ana.userId);
    const organizer = await createProfile(ctx.db, { firstName: 'Organizadora' });
    await createEvent(ctx.db, ana.userId, { name: 'Sarau da Ana', publishedAt: minutesAgo(20) });
    const samba = await createEvent(ctx.db, organizer.id, { name: 'Roda de Samba' });
    await takeSeat(ctx.db, samba.id, ana.userId, minutesAgo(10));

    const expected: Record<Actor, number | string[]> = {
      visitor: 401,
      stranger: [],
      friend: ['event_going Roda de Samba', 'event_created Sarau da Ana'],
      follower: ['event_created Sarau da Ana'],
      blocked: [],
      blocker: [],
      self: [],
      admin: ['event_created Sarau da Ana'],
    };
    for (const actor of ACTORS) {
      const { res, body } = await api(ctx.app)<TimelineResponse & { code?: string }>(
        '/api/v1/me/timeline',
        {},
        actors[actor],
      );
      const want = expected[actor];
      if (typeof want === 'number') {
        expect(res.status, actor).toBe(want);
        expect(body.code, actor).toBe('auth.unauthenticated');
        expect(res.headers.get('content-type'), actor).toContain('application/problem+json');
        continue;
      }
      expect(res.status, actor).toBe(200);
      expect(
        body.items.map((i) => `${i.kind} ${i.event?.name}`),
        actor,
      ).toEqual(want);
      for (const item of body.items)
        expect(
          item.actors.map((a) => a.id),
          actor,
        ).toEqual([ana.userId]);
    }
  });
});
