import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { answerOf } from '../admin-console/admin-console.test-helpers.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';
import { adminSponsorshipsApi, createSponsorship } from './admin-sponsorships.test-helpers.ts';

type Actor = 'visitor' | 'user' | 'sponsor' | 'organiser' | 'otherOrganiser' | 'moderator' | 'admin';
const ACTORS: Actor[] = ['visitor', 'user', 'sponsor', 'organiser', 'otherOrganiser', 'moderator', 'admin'];
const ROUTES = ['list', 'queue', 'featured', 'totals', 'approve', 'reject', 'end', 'feature'] as const;

const refused = (actor: Actor) =>
  actor === 'visitor'
    ? ([401, 'auth.unauthenticated'] as const)
    : actor === 'admin'
      ? ([200, undefined] as const)
      : ([403, 'auth.forbidden'] as const);

/**
 * Every admin sponsorship route as a visitor, a signed-in user, the sponsor, the event's organiser,
 * another organiser, a moderator and an administrator: only the administrator is let in, whatever
 * part the others play in the sponsorship.
 */
describeEachBackend(
  'authorisation of the admin sponsorship routes',
  (ctx) => {
    it('only administrators are let in; a visitor is asked to sign in, anyone else refused', async () => {
      const organiser = await signUpAndSignIn(ctx.app, ctx.db);
      const sponsor = await signUpAndSignIn(ctx.app, ctx.db);
      const otherOrganiser = await signUpAndSignIn(ctx.app, ctx.db);
      await createEvent(ctx.db, otherOrganiser.userId);
      const actors: Record<Actor, SignedInUser | undefined> = {
        visitor: undefined,
        user: await signUpAndSignIn(ctx.app, ctx.db),
        sponsor,
        organiser,
        otherOrganiser,
        moderator: await signUpAndSignIn(ctx.app, ctx.db, { role: 'moderator' }),
        admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
      };
      const a = adminSponsorshipsApi(ctx.app);
      for (const actor of ACTORS) {
        const who = actors[actor];
        // Fresh rows per actor, each in the state its action needs.
        const event = await createEvent(ctx.db, organiser.userId, { startDatetime: days(4) });
        const make = (state: 'accepted' | 'approved', personId = sponsor.userId) =>
          createSponsorship(ctx.db, { eventId: event.id, personId, state });
        const toApprove = await make('accepted');
        const toReject = await make('accepted', actors.user?.userId);
        const toEnd = await make('approved', otherOrganiser.userId);
        const toFeature = await make('approved', actors.moderator?.userId);
        const got = {
          list: answerOf(await a.call('', {}, who)),
          queue: answerOf(await a.call('?state=accepted', {}, who)),
          featured: answerOf(await a.call('/featured', {}, who)),
          totals: answerOf(await a.call('/totals', {}, who)),
          approve: answerOf(await a.approve(toApprove, who)),
          reject: answerOf(await a.reject(toReject, who, 'Fora das regras')),
          end: answerOf(await a.end(toEnd, who)),
          feature: answerOf(
            await a.feature(toFeature, who, {
              featuredFrom: days(1).toISOString(),
              featuredUntil: days(2).toISOString(),
            }),
          ),
        };
        expect([actor, got]).toEqual([actor, Object.fromEntries(ROUTES.map((r) => [r, refused(actor)]))]);
      }
    });
  },
  MANY_SIGN_UPS,
);
