import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';

type Actor = 'visitor' | 'user' | 'other' | 'waiting' | 'organiser' | 'admin';
type Kind = 'public' | 'private' | 'draft';
type Answer = { res: Response; body: Record<string, unknown> & { code?: string } };

const ACTORS: Actor[] = ['visitor', 'user', 'other', 'waiting', 'organiser', 'admin'];
const KINDS: Kind[] = ['public', 'private', 'draft'];

/**
 * GET /events/{id}/fellow-attendees for a visitor, a person going to the public event (who shows
 * their name), another signed-in person, someone on the waitlist, the organiser and an
 * administrator, on a public, a private and a draft event. Names reach only the people going and
 * the organiser; everyone else keeps the counts of GET /attendance (401 for visitors, 404 for an
 * event they cannot see, 403 attendance.fellows.forbidden otherwise).
 */
describeEachBackend('authorisation of who else is going', (ctx) => {
  const call = (path: string, init: RequestInit & { json?: unknown }, who?: SignedInUser) =>
    api(ctx.app)<Answer['body']>(path, init, who) as Promise<Answer>;

  async function arrange() {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const actors: Record<Actor, SignedInUser | undefined> = {
      visitor: undefined,
      user: await signUpAndSignIn(ctx.app, ctx.db),
      other: await signUpAndSignIn(ctx.app, ctx.db),
      waiting: await signUpAndSignIn(ctx.app, ctx.db),
      organiser,
      admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
    };
    const seated = await signUpAndSignIn(ctx.app, ctx.db, { username: 'quem.vai' });
    const events: Record<Kind, { id: string }> = {
      public: await createEvent(ctx.db, organiser.userId, { capacity: 2 }),
      private: await createEvent(ctx.db, organiser.userId, { visibility: 'private' }),
      draft: await createEvent(ctx.db, organiser.userId, { publishedAt: null }),
    };
    // Two seats: the person going and one who shows their name; whoever comes next waits.
    for (const who of [seated, actors.user, actors.waiting]) {
      await call('/api/v1/me/privacy', { method: 'PATCH', json: { attendanceVisibility: 'everyone' } }, who);
      await call(`/api/v1/events/${events.public.id}/attendance`, { method: 'PUT' }, who);
    }
    return { actors, events };
  }

  const sees = (actor: Actor, kind: Kind) => kind === 'public' || actor === 'organiser';
  const allowed = (actor: Actor, kind: Kind) =>
    actor === 'organiser' || (actor === 'user' && kind === 'public');

  it('answers names to the people going and the organiser only, on every kind of event', async () => {
    const { actors, events } = await arrange();
    for (const actor of ACTORS) {
      for (const kind of KINDS) {
        const label = `${actor} ${kind}`;
        const { res, body } = await call(
          `/api/v1/events/${events[kind].id}/fellow-attendees`,
          {},
          actors[actor],
        );
        const text = JSON.stringify(body);
        expect(res.headers.get('cache-control') ?? '', label).not.toContain('public');
        if (allowed(actor, kind)) {
          expect(res.status, label).toBe(200);
          expect(text.includes('quem.vai'), label).toBe(kind === 'public');
          continue;
        }
        expect(res.headers.get('content-type'), label).toContain('application/problem+json');
        expect(text, label).not.toContain('quem.vai');
        if (actor === 'visitor') {
          expect(res.status, label).toBe(401);
          expect(body.code, label).toBe('auth.unauthenticated');
        } else if (!sees(actor, kind)) {
          expect(res.status, label).toBe(404);
          expect(body.code, label).toBe('event.not_found');
        } else {
          expect(res.status, label).toBe(403);
          expect(body.code, label).toBe('attendance.fellows.forbidden');
          expect(body.detail, label).toBe('Só quem vai ao evento vê quem mais vai.');
        }
      }
    }
  });

  it('everyone who sees the event keeps the counts, with nobody named in them', async () => {
    const { actors, events } = await arrange();
    for (const actor of ACTORS) {
      const { res, body } = await call(`/api/v1/events/${events.public.id}/attendance`, {}, actors[actor]);
      expect(res.status, actor).toBe(200);
      expect(body.counts, actor).toMatchObject({ going: 2, waitlisted: 1 });
      expect(JSON.stringify(body), actor).not.toContain('quem.vai');
    }
  });

  it('an event id that is not a uuid names no event', async () => {
    const { actors } = await arrange();
    const { res, body } = await call('/api/v1/events/nao-e-um-id/fellow-attendees', {}, actors.user);
    expect(res.status).toBe(404);
    expect(body.code).toBe('event.not_found');
  });
});
