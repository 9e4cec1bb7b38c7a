import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createLocation } from '../../test/factories.ts';
import { eventBody, eventsApi } from './testing/events-api.ts';

describeEachBackend('/api/v1/events: create, edit, cancel, delete', (ctx) => {
  const api = () => eventsApi(ctx.app);

  it('creates a published event with a spec §5 slug, reachable by slug and by id', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const { res, body } = await api()(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ name: 'Forró & Baião: São João!' }) },
      owner,
    );
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      slug: 'forro-baiao-sao-joao',
      status: 'published',
      isOwner: true,
      accessLink: 'https://meet.example.test/roda',
      tags: ['samba', 'ao vivo'],
      organizer: { type: 'user', id: owner.userId, firstName: 'Ana' },
    });
    const bySlug = await api()('/api/v1/events/forro-baiao-sao-joao');
    expect(bySlug.res.status).toBe(200);
    expect(bySlug.body.id).toBe(body.id);
    expect(bySlug.body.accessLink).toBeNull();
    expect(bySlug.body.isOwner).toBe(false);
    const byId = await api()(`/api/v1/events/${body.id.toUpperCase()}`);
    expect(byId.body.slug).toBe('forro-baiao-sao-joao');
  });

  it('numbers slugs that are taken, even by events the creator cannot see', async () => {
    const a = await signUpAndSignIn(ctx.app, ctx.db);
    const b = await signUpAndSignIn(ctx.app, ctx.db);
    const hidden = await api()(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ name: 'Sarau', visibility: 'private' }) },
      a,
    );
    expect(hidden.body.slug).toBe('sarau');
    const second = await api()('/api/v1/events', { method: 'POST', json: eventBody({ name: 'Sarau' }) }, b);
    const third = await api()('/api/v1/events', { method: 'POST', json: eventBody({ name: 'SARAU' }) }, b);
    expect([second.body.slug, third.body.slug]).toEqual(['sarau-1', 'sarau-2']);
    const fallback = await api()(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ name: '音乐会之夜' }) },
      b,
    );
    expect(fallback.body.slug).toBe('evento');
  });

  it('gives concurrent creations of the same name distinct slugs', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api()('/api/v1/events', { method: 'POST', json: eventBody({ name: 'Feira Livre' }) }, owner),
      ),
    );
    expect(answers.map((a) => a.res.status)).toEqual(Array(6).fill(201));
    const slugs = answers.map((a) => a.body.slug).sort();
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain('feira-livre');
  });

  it('saves a draft that only its organiser sees, then publishes it keeping the slug', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const draft = await api()(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ publish: false }) },
      owner,
    );
    expect(draft.body.status).toBe('draft');
    expect((await api()(`/api/v1/events/${draft.body.slug}`)).res.status).toBe(404);
    const published = await api()(
      `/api/v1/events/${draft.body.id}`,
      { method: 'PATCH', json: eventBody({ name: 'Novo nome', publish: true }) },
      owner,
    );
    expect(published.res.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', slug: draft.body.slug, name: 'Novo nome' });
    expect((await api()(`/api/v1/events/${draft.body.slug}`)).res.status).toBe(200);
  });

  it('answers each form rule beside its field and stores nothing', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const { res, body } = await api()(
      '/api/v1/events',
      {
        method: 'POST',
        json: eventBody({
          name: 'ab',
          category: 'nope' as never,
          startDatetime: start,
          endDatetime: start,
          eventType: 'hibrido',
          locationId: null,
          accessLink: 'javascript:alert(1)',
          isPaid: true,
          priceMinCents: null,
          requiresTickets: true,
          ticketLink: '',
          tags: Array.from({ length: 11 }, (_, i) => `tag${i}`),
        }),
      },
      owner,
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const byPath = Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
    expect(byPath).toMatchObject({
      name: 'O nome do evento deve ter pelo menos 3 caracteres.',
      category: 'Escolha uma categoria.',
      accessLink: 'Informe um link válido, começando com http:// ou https://.',
      tags: 'Use no máximo 10 tags.',
    });
    const list = await api()('/api/v1/events', {}, owner);
    expect(list.body.items).toEqual([]);
  });

  it('checks end after start, venue, price and ticket rules', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const { body } = await api()(
      '/api/v1/events',
      {
        method: 'POST',
        json: eventBody({
          startDatetime: start,
          endDatetime: start,
          eventType: 'presencial',
          isPaid: true,
          requiresTickets: true,
          ticketLink: null,
        }),
      },
      owner,
    );
    const byPath = Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.code]));
    expect(byPath).toEqual({
      endDatetime: 'validation.event.end.before_start',
      locationId: 'validation.event.location.required',
      priceMinCents: 'validation.event.price.required',
      ticketLink: 'validation.event.ticket_link.required',
    });
  });

  it("refuses a start in the past and another user's private venue", async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const past = await api()(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ startDatetime: new Date(Date.now() - 3_600_000).toISOString() }) },
      owner,
    );
    expect(past.body.errors?.[0]).toMatchObject({
      path: 'startDatetime',
      code: 'validation.event.start.past',
    });
    const privateVenue = await createLocation(ctx.db, other.userId, { isPublic: false });
    const publicVenue = await createLocation(ctx.db, other.userId, { isPublic: true, name: 'Sesc Pompeia' });
    const refused = await api()(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ eventType: 'presencial', locationId: privateVenue.id }) },
      owner,
    );
    expect(refused.res.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({
      path: 'locationId',
      code: 'validation.event.location.invalid',
    });
    const ok = await api()(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ eventType: 'presencial', locationId: publicVenue.id }) },
      owner,
    );
    expect(ok.res.status).toBe(201);
    expect(ok.body.location).toMatchObject({ id: publicVenue.id, name: 'Sesc Pompeia', city: 'São Paulo' });
    expect(ok.body.accessLink).toBeNull();
  });

  it('sanitises the description: scripts, handlers and javascript: links never stay', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const { body } = await api()(
      '/api/v1/events',
      {
        method: 'POST',
        json: eventBody({
          description:
            '<p onclick="x()">Olá <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a> <a href="https://eventos.test">site</a></p><iframe src="https://x"></iframe>',
        }),
      },
      owner,
    );
    expect(body.description).toBe(
      '<p>Olá  <a href="https://eventos.test" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    );
  });

  it('cancels (no more changes) and deletes, organiser only', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const created = await api()('/api/v1/events', { method: 'POST', json: eventBody() }, owner);
    const id = created.body.id;
    expect((await api()(`/api/v1/events/${id}/cancel`, { method: 'POST' }, other)).res.status).toBe(403);
    const cancelled = await api()(`/api/v1/events/${id}/cancel`, { method: 'POST' }, owner);
    expect(cancelled.body.status).toBe('cancelled');
    expect(
      (await api()(`/api/v1/events/${id}`, { method: 'PATCH', json: eventBody() }, owner)).res.status,
    ).toBe(409);
    expect((await api()(`/api/v1/events/${id}`, { method: 'DELETE' }, other)).res.status).toBe(403);
    expect((await api()(`/api/v1/events/${id}`, { method: 'DELETE' }, owner)).res.status).toBe(204);
    expect((await api()(`/api/v1/events/${id}`)).res.status).toBe(404);
  });

  it('counts a view once per visitor per day', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const viewer = await signUpAndSignIn(ctx.app, ctx.db);
    const { body } = await api()('/api/v1/events', { method: 'POST', json: eventBody() }, owner);
    for (let i = 0; i < 3; i++)
      expect((await api()(`/api/v1/events/${body.id}/views`, { method: 'POST' }, viewer)).res.status).toBe(
        204,
      );
    await api()(`/api/v1/events/${body.id}/views`, { method: 'POST' });
    await api()(`/api/v1/events/${body.id}/views`, { method: 'POST' });
    const after = await api()(`/api/v1/events/${body.slug}`);
    expect(after.body.views).toBe(2);
  });
});
