import {
  type EventAttendance,
  invitationListResponseSchema,
  invitationResultSchema,
  type NotificationListResponse,
} from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';

type Body = Record<string, unknown> & { code?: string; items?: { id: string }[] };

describeEachBackend('invitations to an event over HTTP', (ctx) => {
  const call = <T = Body>(path: string, init: RequestInit & { json?: unknown }, who?: SignedInUser) =>
    api(ctx.app)<T>(path, init, who);

  it('an invited person is told, sees the private event (page, list, attendance) and RSVPs; others still cannot', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'ana_organiza' });
    const guest = await signUpAndSignIn(ctx.app, ctx.db, { username: 'bruno_convidado' });
    const outsider = await signUpAndSignIn(ctx.app, ctx.db, { username: 'carla_de_fora' });
    const event = await createEvent(ctx.db, owner.userId, { visibility: 'private', name: 'Jantar Fechado' });
    const draft = await createEvent(ctx.db, owner.userId, { visibility: 'private', publishedAt: null });
    const path = `/api/v1/events/${event.id}`;

    expect((await call(path, {}, guest)).res.status).toBe(404);
    const sent = await call(
      `${path}/invitations`,
      { method: 'POST', json: { usernames: ['@Bruno_Convidado', 'ninguem_aqui', 'ana_organiza'] } },
      owner,
    );
    expect(sent.res.status).toBe(200);
    expect(invitationResultSchema.parse(sent.body)).toEqual({
      invited: ['bruno_convidado'],
      unknown: ['ninguem_aqui', 'ana_organiza'],
      alreadyInvited: [],
    });
    const again = await call(
      `${path}/invitations`,
      { method: 'POST', json: { usernames: ['bruno_convidado'] } },
      owner,
    );
    expect(again.body).toEqual({ invited: [], unknown: [], alreadyInvited: ['bruno_convidado'] });

    const inbox = (await call<NotificationListResponse>('/api/v1/notifications', {}, guest)).body
      .notifications;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      type: 'event_invite',
      title: 'Convite para evento',
      metadata: {
        event_id: event.id,
        event_slug: event.slug,
        event_name: 'Jantar Fechado',
        from: owner.userId,
      },
    });

    expect((await call(path, {}, guest)).res.status).toBe(200);
    expect((await call(`/api/v1/events/${event.slug}`, {}, guest)).res.status).toBe(200);
    const listed = (await call('/api/v1/events?limit=50', {}, guest)).body.items?.map((e) => e.id);
    expect(listed).toContain(event.id);
    const going = await call<EventAttendance>(`${path}/attendance`, { method: 'PUT' }, guest);
    expect(going.res.status).toBe(200);
    expect(going.body.mine?.status).toBe('going');

    expect((await call(path, {}, outsider)).res.status).toBe(404);
    expect((await call('/api/v1/events?limit=50', {}, outsider)).body.items?.map((e) => e.id)).not.toContain(
      event.id,
    );
    expect((await call(`${path}/attendance`, { method: 'PUT' }, outsider)).res.status).toBe(404);

    // The invited person's view counts; a stranger's does not.
    expect((await call(`${path}/views`, { method: 'POST' }, guest)).res.status).toBe(204);
    expect((await call(`${path}/views`, { method: 'POST' }, outsider)).res.status).toBe(404);

    // Under way, it is among the first events of their list.
    const now = await createEvent(ctx.db, owner.userId, {
      visibility: 'private',
      startDatetime: new Date(Date.now() - 3_600_000),
      endDatetime: new Date(Date.now() + 3_600_000),
    });
    await call(
      `/api/v1/events/${now.id}/invitations`,
      { method: 'POST', json: { usernames: ['bruno_convidado'] } },
      owner,
    );
    expect((await call('/api/v1/events?limit=50', {}, guest)).body.items?.map((e) => e.id)).toContain(now.id);
    expect((await call('/api/v1/events?limit=50', {}, outsider)).body.items?.map((e) => e.id)).not.toContain(
      now.id,
    );

    // An invitation to a draft shows nothing until it is published.
    await call(
      `/api/v1/events/${draft.id}/invitations`,
      { method: 'POST', json: { usernames: ['bruno_convidado'] } },
      owner,
    );
    expect((await call(`/api/v1/events/${draft.id}`, {}, guest)).res.status).toBe(404);

    const list = await call(`${path}/invitations`, {}, owner);
    expect(list.res.status).toBe(200);
    expect(invitationListResponseSchema.parse(list.body).items).toEqual([
      expect.objectContaining({ userId: guest.userId, username: 'bruno_convidado', status: 'going' }),
    ]);
    for (const who of [guest, outsider]) {
      const refused = await call(
        `${path}/invitations`,
        { method: 'POST', json: { usernames: ['carla_de_fora'] } },
        who,
      );
      expect(refused.res.status).toBe(who === guest ? 403 : 404);
      expect((await call(`${path}/invitations`, {}, who)).res.status).toBe(who === guest ? 403 : 404);
    }
  });

  it('lists the invited people a page at a time, the newest first, with how many in all', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, owner.userId);
    const guests = [];
    for (let i = 0; i < 5; i++) {
      const username = `convidada_${i}`;
      guests.push(await signUpAndSignIn(ctx.app, ctx.db, { username }));
      // One at a time, so each has its own moment and the order is theirs.
      await call(
        `/api/v1/events/${event.id}/invitations`,
        { method: 'POST', json: { usernames: [username] } },
        owner,
      );
    }
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 3; page++) {
      const { res, body } = await call(
        `/api/v1/events/${event.id}/invitations?limit=2&cursor=${encodeURIComponent(cursor)}`,
        {},
        owner,
      );
      expect(res.status).toBe(200);
      const answer = invitationListResponseSchema.parse(body);
      expect(answer.total).toBe(5);
      seen.push(...answer.items.map((i) => i.userId));
      cursor = answer.nextCursor ?? '';
      if (page < 2) expect(answer.nextCursor).not.toBeNull();
      else expect(answer.nextCursor).toBeNull();
    }
    expect(seen).toEqual(guests.map((g) => g.userId).reverse());
    const bad = await call(`/api/v1/events/${event.id}/invitations?cursor=nonsense`, {}, owner);
    expect(bad.res.status).toBe(400);
    expect(bad.body.code).toBe('validation.cursor.invalid');
  });

  it('refuses an empty list, more than 50 names and a malformed name', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, owner.userId);
    const post = (usernames: unknown) =>
      call(`/api/v1/events/${event.id}/invitations`, { method: 'POST', json: { usernames } }, owner);
    expect(JSON.stringify((await post([])).body)).toContain('validation.invitations.usernames.required');
    const many = Array.from({ length: 51 }, (_, i) => `pessoa_${i}`);
    expect(JSON.stringify((await post(many)).body)).toContain('validation.invitations.usernames.too_many');
    const bad = await post(['<script>x</script>']);
    expect(bad.res.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toContain('<script>');
  });
});
