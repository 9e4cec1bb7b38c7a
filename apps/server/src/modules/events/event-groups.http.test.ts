import type { EventDetail, NotificationListResponse } from '@eventos/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createGroupAs, follow, groupInput, seat } from '../groups/groups.test-helpers.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { eventBody } from './testing/events-api.ts';

type Answer = EventDetail & { code?: string; errors?: { path: string; code: string }[] };

/**
 * Events organised by a group (issue 17): the owner or an organiser of a group creates an event for
 * it, the page names the group, the group's other organisers manage it like its organiser, its
 * people hear of it once it is out, and a private group's events are private.
 */
describeEachBackend('/api/v1/events for a group', (ctx) => {
  const call = (path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<Answer>(path, init, who);

  async function arrange(visibility: 'public' | 'private' = 'public') {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const follower = await signUpAndSignIn(ctx.app, ctx.db);
    const outsider = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner, { name: 'Samba da Vila', visibility });
    await seat(ctx.db, group.id, [
      { userId: organiser.userId, role: 'organizer' },
      { userId: member.userId, role: 'member' },
    ]);
    // A private group's follower who is not a member (they followed it while it was public).
    await follow(ctx.db, group.id, [follower.userId, member.userId]);
    return { owner, organiser, member, follower, outsider, group };
  }

  const create = (who: SignedInUser, groupId: string | null, overrides: Record<string, unknown> = {}) =>
    call('/api/v1/events', { method: 'POST', json: { ...eventBody(), groupId, ...overrides } }, who);

  const inbox = async (who: SignedInUser) =>
    (await api(ctx.app)<NotificationListResponse>('/api/v1/notifications', {}, who)).body.notifications;

  it('an organiser of the group creates its event: the page names the group, its organisers manage it', async () => {
    const a = await arrange();
    const created = await create(a.organiser, a.group.id);
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      isOwner: true,
      visibility: 'public',
      organizer: { type: 'group', id: a.group.id, slug: a.group.slug, name: 'Samba da Vila', logoPath: null },
    });
    const [row] = await ctx.db
      .select({
        organizerId: events.organizerId,
        organizerType: events.organizerType,
        groupId: events.groupId,
      })
      .from(events)
      .where(eq(events.id, created.body.id));
    expect(row).toEqual({ organizerId: a.organiser.userId, organizerType: 'group', groupId: a.group.id });

    // Everyone sees the group as organiser; only its owner and organisers may manage the event.
    for (const [who, manages] of [
      [undefined, false],
      [a.outsider, false],
      [a.member, false],
      [a.owner, true],
      [a.organiser, true],
    ] as const) {
      const page = await call(`/api/v1/events/${created.body.slug}`, {}, who);
      expect(page.res.status).toBe(200);
      expect(page.body.organizer).toMatchObject({ type: 'group', slug: a.group.slug });
      expect(page.body.isOwner).toBe(manages);
      expect(page.body.accessLink).toBe(manages ? 'https://meet.example.test/roda' : null);
    }

    // The owner (who did not create it) edits and cancels it; a member may not.
    const edit = { method: 'PATCH', json: eventBody({ name: 'Samba de Roda' }) };
    const refused = await call(`/api/v1/events/${created.body.id}`, edit, a.member);
    expect(refused.res.status).toBe(403);
    expect(refused.body.code).toBe('event.forbidden');
    const edited = await call(`/api/v1/events/${created.body.id}`, edit, a.owner);
    expect(edited.res.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Samba de Roda',
      organizer: { type: 'group', id: a.group.id },
    });
    const stats = await call(`/api/v1/events/${created.body.id}/stats`, {}, a.owner);
    expect(stats.res.status).toBe(200);
    expect((await call(`/api/v1/events/${created.body.id}/stats`, {}, a.member)).res.status).toBe(403);
    const cancelled = await call(`/api/v1/events/${created.body.id}/cancel`, { method: 'POST' }, a.owner);
    expect(cancelled.res.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
  });

  it('refuses a group the caller does not run: 403 to its members, 404 when they cannot see it', async () => {
    const open = await arrange();
    const closed = await arrange('private');
    const cases: [SignedInUser, string, number, string][] = [
      [open.member, open.group.id, 403, 'group.forbidden'],
      [open.outsider, open.group.id, 403, 'group.forbidden'],
      [closed.member, closed.group.id, 403, 'group.forbidden'],
      [closed.follower, closed.group.id, 404, 'group.not_found'],
      [closed.outsider, closed.group.id, 404, 'group.not_found'],
      [open.owner, closed.group.id, 404, 'group.not_found'],
      [open.owner, '00000000-0000-4000-8000-000000000000', 404, 'group.not_found'],
    ];
    for (const [who, groupId, status, code] of cases) {
      const { res, body } = await create(who, groupId);
      expect(res.status, `${code} ${groupId}`).toBe(status);
      expect(body.code).toBe(code);
      expect(JSON.stringify(body)).not.toContain('Samba da Vila');
    }
    const malformed = await create(open.owner, 'nem-um-grupo');
    expect(malformed.res.status).toBe(400);
    expect(malformed.body.errors?.[0]).toMatchObject({ path: 'groupId' });
    // Nothing was created by the refusals.
    const own = await ctx.db.select({ id: events.id }).from(events);
    expect(own).toEqual([]);
  });

  it('an event of a private group is private, and so become its events when the group turns private', async () => {
    const closed = await arrange('private');
    const created = await create(closed.owner, closed.group.id, { visibility: 'public' });
    expect(created.res.status).toBe(201);
    expect(created.body.visibility).toBe('private');
    expect(created.body.organizer).toMatchObject({ type: 'group', name: 'Samba da Vila' });
    const open = await arrange();
    const event = await create(open.organiser, open.group.id);
    expect(event.body.visibility).toBe('public');
    const turned = await call(
      `/api/v1/groups/${open.group.id}`,
      { method: 'PUT', json: groupInput({ name: 'Samba da Vila', visibility: 'private' }) },
      open.owner,
    );
    expect(turned.res.status).toBe(200);
    expect((await call(`/api/v1/events/${event.body.id}`, {}, open.member)).body.visibility).toBe('private');
    expect((await call(`/api/v1/events/${event.body.id}`, {}, open.outsider)).res.status).toBe(404);
  });

  it('moves an event only into groups the caller runs, and back to its organiser only by them', async () => {
    const a = await arrange();
    const other = await arrange();
    const mine = await create(a.organiser, null);
    expect(mine.body.organizer).toMatchObject({ type: 'user', id: a.organiser.userId });
    const into = (who: SignedInUser, groupId: string | null | undefined, id = mine.body.id) =>
      call(`/api/v1/events/${id}`, { method: 'PATCH', json: { ...eventBody(), groupId } }, who);

    const foreign = await into(a.organiser, other.group.id);
    expect(foreign.res.status).toBe(403);
    expect(foreign.body.code).toBe('group.forbidden');
    const moved = await into(a.organiser, a.group.id);
    expect(moved.res.status).toBe(200);
    expect(moved.body.organizer).toMatchObject({ type: 'group', id: a.group.id });
    // Left out, the group stays; the group's owner may not hand it back to its organiser alone.
    const kept = await into(a.owner, undefined);
    expect(kept.body.organizer).toMatchObject({ type: 'group', id: a.group.id });
    const handedBack = await into(a.owner, null);
    expect(handedBack.res.status).toBe(403);
    expect(handedBack.body.code).toBe('event.forbidden');
    const back = await into(a.organiser, null);
    expect(back.res.status).toBe(200);
    expect(back.body.organizer).toMatchObject({ type: 'user', id: a.organiser.userId });
    // Now nobody else of the group manages it.
    expect((await into(a.owner, undefined)).res.status).toBe(403);
  });

  it('tells the members and followers once the group event is out, never its author; a private group only its members', async () => {
    const a = await arrange();
    const published = await create(a.organiser, a.group.id, { name: 'Ensaio aberto' });
    for (const who of [a.owner, a.member, a.follower]) {
      const notes = await inbox(who);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'new_event_from_followed_group',
        title: 'Novo evento no grupo',
        body: 'O grupo Samba da Vila publicou “Ensaio aberto”.',
        metadata: {
          event_id: published.body.id,
          event_name: 'Ensaio aberto',
          event_slug: published.body.slug,
          group_id: a.group.id,
          from: a.organiser.userId,
        },
      });
    }
    expect(await inbox(a.organiser)).toEqual([]);
    expect(await inbox(a.outsider)).toEqual([]);

    // A draft tells nobody; publishing it does, once; editing it after that tells the group nothing.
    const draft = await create(a.owner, a.group.id, { name: 'Roda de sábado', publish: false });
    expect((await inbox(a.member)).map((n) => n.metadata.event_name)).toEqual(['Ensaio aberto']);
    const body = { ...eventBody({ name: 'Roda de sábado' }), groupId: a.group.id };
    await call(`/api/v1/events/${draft.body.id}`, { method: 'PATCH', json: body }, a.owner);
    await call(`/api/v1/events/${draft.body.id}`, { method: 'PATCH', json: body }, a.owner);
    const names = (await inbox(a.member)).filter((n) => n.type === 'new_event_from_followed_group');
    expect(names.map((n) => n.metadata.event_name).sort()).toEqual(['Ensaio aberto', 'Roda de sábado']);

    const closed = await arrange('private');
    await create(closed.owner, closed.group.id, { name: 'Só para sócios' });
    expect(await inbox(closed.member)).toHaveLength(1);
    expect(await inbox(closed.organiser)).toHaveLength(1);
    expect(await inbox(closed.follower)).toEqual([]);
    expect(await inbox(closed.outsider)).toEqual([]);
  });
});
