import type { NotificationListResponse } from '@eventos/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notificationDeliveries, notifications, profiles } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { eventBody } from '../events/testing/events-api.ts';
import { api } from './testing/notifications-api.ts';

type List = NotificationListResponse;

/** The first features that notify: changes to a published event, and a profile completed. */
describeEachBackend('notification producers', (ctx) => {
  async function organiser(language: string) {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    await ctx.db.update(profiles).set({ language }).where(eq(profiles.id, owner.userId));
    return owner;
  }

  it('tells the followers of a published event, in their language, that it was updated and then cancelled', async () => {
    const call = api(ctx.app);
    const owner = await organiser('en');
    const created = await call<{ id: string; slug: string }>(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ name: 'Roda de Samba <b>ao vivo</b>' }) },
      owner,
    );
    expect(created.res.status).toBe(201);
    expect((await call<List>('/api/v1/notifications', {}, owner)).body.notifications).toEqual([]);

    const edited = await call(
      `/api/v1/events/${created.body.id}`,
      {
        method: 'PATCH',
        json: eventBody({ name: 'Roda de Samba <b>ao vivo</b>', summary: 'Mudou o horário' }),
      },
      owner,
    );
    expect(edited.res.status).toBe(200);
    const afterEdit = (await call<List>('/api/v1/notifications', {}, owner)).body;
    expect(afterEdit.unreadCount).toBe(1);
    expect(afterEdit.notifications[0]).toMatchObject({
      type: 'event_updated',
      title: 'Event updated',
      body: '“Roda de Samba <b>ao vivo</b>” has been updated. See what changed.',
      metadata: {
        event_id: created.body.id,
        event_name: 'Roda de Samba <b>ao vivo</b>',
        event_slug: created.body.slug,
        from: owner.userId,
      },
    });

    expect(
      (await call(`/api/v1/events/${created.body.id}/cancel`, { method: 'POST' }, owner)).res.status,
    ).toBe(200);
    const afterCancel = (await call<List>('/api/v1/notifications', {}, owner)).body;
    expect(afterCancel.notifications[0]).toMatchObject({
      type: 'event_cancelled',
      title: 'Event cancelled',
      body: '“Roda de Samba <b>ao vivo</b>” has been cancelled.',
    });
    // Push is queued for each (the organiser's other devices); e-mail is off by default.
    const jobs = await ctx.db.select().from(notificationDeliveries);
    expect(jobs.map((j) => j.channel)).toEqual(['push', 'push']);
  });

  it('writes pt-BR for a pt-BR organiser, and nothing for a draft or a change that fails', async () => {
    const call = api(ctx.app);
    const owner = await organiser('pt-BR');
    const draft = await call<{ id: string }>(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ publish: false }) },
      owner,
    );
    await call(
      `/api/v1/events/${draft.body.id}`,
      { method: 'PATCH', json: eventBody({ publish: false, summary: 'x' }) },
      owner,
    );
    await call(`/api/v1/events/${draft.body.id}/cancel`, { method: 'POST' }, owner);
    expect(await ctx.db.select().from(notifications)).toEqual([]);

    const open = await call<{ id: string }>('/api/v1/events', { method: 'POST', json: eventBody() }, owner);
    // A refused change notifies nobody.
    const refused = await call(
      `/api/v1/events/${open.body.id}`,
      {
        method: 'PATCH',
        json: eventBody({
          startDatetime: '2001-01-01T10:00:00.000Z',
          endDatetime: '2001-01-01T12:00:00.000Z',
        }),
      },
      owner,
    );
    expect(refused.res.status).toBe(400);
    expect(await ctx.db.select().from(notifications)).toEqual([]);

    await call(`/api/v1/events/${open.body.id}/cancel`, { method: 'POST' }, owner);
    const [row] = await ctx.db.select().from(notifications);
    expect(row).toMatchObject({
      type: 'event_cancelled',
      title: 'Evento cancelado',
      body: 'O evento “Roda de Samba no Parque” foi cancelado.',
    });
  });

  it('welcomes a person once, when their profile becomes complete, linking to /events', async () => {
    const call = api(ctx.app);
    const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
    await ctx.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, user.userId));
    const partial = await call('/api/v1/me', { method: 'PATCH', json: { firstName: 'Ana' } }, user);
    expect(partial.res.status).toBe(200);
    expect(await ctx.db.select().from(notifications)).toEqual([]);
    const complete = await call(
      '/api/v1/me',
      { method: 'PATCH', json: { lastName: 'Souza', username: 'ana_bemvinda', birthDate: '1990-05-17' } },
      user,
    );
    expect(complete.res.status).toBe(200);
    await call('/api/v1/me', { method: 'PATCH', json: { bio: 'Oi' } }, user);
    const list = (await call<List>('/api/v1/notifications', {}, user)).body;
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'on_demand',
      title: '¡Bienvenido(a) a Eventos!',
      metadata: { link: '/events' },
      sender: null,
    });
  });
});
