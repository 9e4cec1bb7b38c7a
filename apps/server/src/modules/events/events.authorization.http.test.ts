import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { pngImage } from '../me/test-images.ts';
import { eventBody, eventsApi } from './testing/events-api.ts';

type Actor = 'visitor' | 'user' | 'other' | 'organiser' | 'admin';
type Kind = 'public' | 'private' | 'draft';

/**
 * Every events endpoint for a visitor, a signed-in user, another user, the organiser and an
 * administrator, on a public, a private and a draft event. An administrator has no reach into other
 * people's events; private and draft events never leak, through the list, search or one read.
 */
describeEachBackend('authorisation of the events routes', (ctx) => {
  const api = () => eventsApi(ctx.app);

  async function arrange() {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const actors: Record<Actor, SignedInUser | undefined> = {
      visitor: undefined,
      user,
      other,
      organiser,
      admin,
    };
    const make = async (name: string, over: Parameters<typeof eventBody>[0]) =>
      (await api()('/api/v1/events', { method: 'POST', json: eventBody({ name, ...over }) }, organiser)).body;
    const events: Record<Kind, { id: string; slug: string }> = {
      public: await make('Sarau Aberto Xyzzy', {}),
      private: await make('Jantar Secreto Xyzzy', { visibility: 'private' }),
      draft: await make('Rascunho Oculto Xyzzy', { publish: false }),
    };
    return { actors, events };
  }

  const sees = (actor: Actor, kind: Kind) => kind === 'public' || actor === 'organiser';

  it('reads: only what the actor may see, by slug, by id, in the list and in search', async () => {
    const { actors, events } = await arrange();
    for (const [actor, who] of Object.entries(actors) as [Actor, SignedInUser | undefined][]) {
      const listed = (await api()('/api/v1/events?limit=50', {}, who)).body.items.map((e) => e.id);
      const searched = (await api()('/api/v1/events?q=xyzzy', {}, who)).body.items.map((e) => e.id);
      for (const [kind, event] of Object.entries(events) as [Kind, { id: string; slug: string }][]) {
        const label = `${actor} ${kind}`;
        const expected = sees(actor, kind) ? 200 : 404;
        const bySlug = await api()(`/api/v1/events/${event.slug}`, {}, who);
        expect(bySlug.res.status, `${label} by slug`).toBe(expected);
        expect((await api()(`/api/v1/events/${event.id}`, {}, who)).res.status, `${label} by id`).toBe(
          expected,
        );
        if (!sees(actor, kind)) expect(JSON.stringify(bySlug.body), label).not.toMatch(/Xyzzy/);
        expect(listed.includes(event.id), `${label} listed`).toBe(sees(actor, kind));
        // Search finds public events only, whoever asks.
        expect(searched.includes(event.id), `${label} searched`).toBe(kind === 'public');
      }
    }
  });

  it('writes: only the organiser edits, cancels, deletes; others get 401, 403 or 404', async () => {
    const { actors, events } = await arrange();
    const writes = (id: string) => [
      { path: `/api/v1/events/${id}`, method: 'PATCH', json: eventBody({ name: 'Tomado' }) },
      { path: `/api/v1/events/${id}/cancel`, method: 'POST' },
      { path: `/api/v1/events/${id}`, method: 'DELETE' },
    ];
    for (const actor of ['visitor', 'user', 'other', 'admin'] as const) {
      for (const [kind, event] of Object.entries(events) as [Kind, { id: string }][]) {
        for (const { path, ...init } of writes(event.id)) {
          const { res } = await api()(path, init, actors[actor]);
          const expected = actor === 'visitor' ? 401 : kind === 'public' ? 403 : 404;
          expect(res.status, `${actor} ${init.method} ${path} (${kind})`).toBe(expected);
          expect(res.headers.get('content-type')).toContain('application/problem+json');
        }
      }
    }
    const organiser = actors.organiser;
    for (const event of Object.values(events)) {
      const patched = await api()(
        `/api/v1/events/${event.id}`,
        { method: 'PATCH', json: eventBody({ name: 'Meu evento' }) },
        organiser,
      );
      expect(patched.res.status).toBe(200);
      expect(
        (await api()(`/api/v1/events/${event.id}/cancel`, { method: 'POST' }, organiser)).res.status,
      ).toBe(200);
      expect((await api()(`/api/v1/events/${event.id}`, { method: 'DELETE' }, organiser)).res.status).toBe(
        204,
      );
    }
  });

  it('creates for signed-in users with a complete profile only', async () => {
    expect((await api()('/api/v1/events', { method: 'POST', json: eventBody() })).res.status).toBe(401);
    const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
    const refused = await api()('/api/v1/events', { method: 'POST', json: eventBody() }, pending);
    expect(refused.res.status).toBe(403);
    expect(refused.body.code).toBe('profile.incomplete');
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    expect((await api()('/api/v1/events', { method: 'POST', json: eventBody() }, admin)).res.status).toBe(
      201,
    );
  });

  it('counts views only of events the caller may see', async () => {
    const { actors, events } = await arrange();
    expect((await api()(`/api/v1/events/${events.private.id}/views`, { method: 'POST' })).res.status).toBe(
      404,
    );
    expect(
      (await api()(`/api/v1/events/${events.draft.id}/views`, { method: 'POST' }, actors.other)).res.status,
    ).toBe(404);
    expect((await api()(`/api/v1/events/${events.public.id}/views`, { method: 'POST' })).res.status).toBe(
      204,
    );
    expect(
      (await api()(`/api/v1/events/${events.draft.id}/views`, { method: 'POST' }, actors.organiser)).res
        .status,
    ).toBe(204);
  });

  it('cover files: served only to whoever may see the event; only a public one is cached', async () => {
    const { actors, events } = await arrange();
    const covers: Partial<Record<Kind, string>> = {};
    for (const [kind, event] of Object.entries(events) as [Kind, { id: string }][]) {
      const data = new FormData();
      data.append('file', new File([new Uint8Array(await pngImage())], 'capa.png', { type: 'image/png' }));
      const put = await ctx.app.request(`/api/v1/events/${event.id}/cover`, {
        method: 'PUT',
        headers: actors.organiser?.headers,
        body: data,
      });
      covers[kind] = ((await put.json()) as { imagePath: string }).imagePath;
    }
    for (const [actor, who] of Object.entries(actors) as [Actor, SignedInUser | undefined][]) {
      for (const [kind, path] of Object.entries(covers) as [Kind, string][]) {
        for (const file of [path, path.replace(/-1280\.webp$/, '-640.webp')]) {
          const label = `${actor} ${kind} ${file}`;
          const res = await ctx.app.request(`/uploads/${file}`, {
            headers: who ? { cookie: who.cookie } : {},
          });
          if (!sees(actor, kind)) {
            expect(res.status, label).toBe(404);
            expect(res.headers.get('content-type'), label).toContain('application/problem+json');
            continue;
          }
          expect(res.status, label).toBe(200);
          expect(res.headers.get('content-type'), label).toBe('image/webp');
          expect(res.headers.get('cache-control'), label).toBe(
            kind === 'public' ? 'public, max-age=86400' : 'private, no-store',
          );
        }
      }
    }
  });

  it('never caches a signed-in answer in shared caches', async () => {
    const { actors, events } = await arrange();
    const mine = await api()(`/api/v1/events/${events.private.slug}`, {}, actors.organiser);
    expect(mine.res.headers.get('cache-control')).toBe('private, no-store');
    const open = await api()(`/api/v1/events/${events.public.slug}`);
    expect(open.res.headers.get('cache-control')).toBe('public, max-age=30');
  });
});
