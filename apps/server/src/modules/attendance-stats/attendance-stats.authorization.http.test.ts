import { organizingStatsSchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';

type Actor = 'visitor' | 'user' | 'other' | 'organiser' | 'admin';
type Kind = 'public' | 'private' | 'draft';
type Answer = { res: Response; body: Record<string, unknown> & { code?: string } };

const ACTORS: Actor[] = ['visitor', 'user', 'other', 'organiser', 'admin'];
const KINDS: Kind[] = ['public', 'private', 'draft'];

/**
 * The numbers routes for a visitor, a person going to the public event, another person, the
 * organiser and an administrator, on a public, a private and a draft event: an event's numbers
 * reach its organiser alone, answered as the attendee list answers; an administrator has no reach
 * into other people's events; each person's own numbers cover their own events only.
 */
describeEachBackend('authorisation of the organiser’s numbers', (ctx) => {
  const call = (path: string, who?: SignedInUser) =>
    api(ctx.app)<Answer['body']>(path, {}, who) as Promise<Answer>;

  async function arrange() {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const actors: Record<Actor, SignedInUser | undefined> = {
      visitor: undefined,
      user: await signUpAndSignIn(ctx.app, ctx.db),
      other: await signUpAndSignIn(ctx.app, ctx.db),
      organiser,
      admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
    };
    const events: Record<Kind, { id: string }> = {
      public: await createEvent(ctx.db, organiser.userId),
      private: await createEvent(ctx.db, organiser.userId, { visibility: 'private' }),
      draft: await createEvent(ctx.db, organiser.userId, { publishedAt: null }),
    };
    await api(ctx.app)(`/api/v1/events/${events.public.id}/attendance`, { method: 'PUT' }, actors.user);
    return { actors, events };
  }

  const sees = (actor: Actor, kind: Kind) => kind === 'public' || actor === 'organiser';

  it('an event’s numbers: the organiser only; 401 to visitors, 403 to whoever sees the event, else 404', async () => {
    const { actors, events } = await arrange();
    for (const actor of ACTORS) {
      for (const kind of KINDS) {
        const label = `${actor} ${kind}`;
        const { res, body } = await call(`/api/v1/events/${events[kind].id}/stats`, actors[actor]);
        if (actor === 'organiser') {
          expect(res.status, label).toBe(200);
          expect(body.eventId, label).toBe(events[kind].id);
          expect(res.headers.get('cache-control'), label).toBe('private, no-store');
          continue;
        }
        const expected = actor === 'visitor' ? 401 : sees(actor, kind) ? 403 : 404;
        expect(res.status, label).toBe(expected);
        expect(res.headers.get('content-type'), label).toContain('application/problem+json');
        const code = { 401: 'auth.unauthenticated', 403: 'attendance.forbidden', 404: 'event.not_found' };
        expect(body.code, label).toBe(code[expected as 401 | 403 | 404]);
        expect(body.days, label).toBeUndefined();
      }
    }
  });

  it('my numbers: signed-in only, over each person’s own events', async () => {
    const { actors } = await arrange();
    const visitor = await call('/api/v1/me/organizing/stats');
    expect(visitor.res.status).toBe(401);
    expect(visitor.body.code).toBe('auth.unauthenticated');
    for (const actor of ['user', 'other', 'admin', 'organiser'] as const) {
      const { res, body } = await call('/api/v1/me/organizing/stats', actors[actor]);
      expect(res.status, actor).toBe(200);
      const stats = organizingStatsSchema.parse(body);
      expect(stats.events, actor).toBe(actor === 'organiser' ? 3 : 0);
      const rsvps = stats.days.reduce((sum, d) => sum + d.rsvps, 0);
      expect(rsvps, actor).toBe(actor === 'organiser' ? 1 : 0);
    }
  });
});
