import type { NotificationListResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { failNotifications } from '../../test/failing-notifications.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, follow, giveToGroup, seat } from './groups.test-helpers.ts';

type Problem = { code?: string; errors?: { path: string; code: string }[] };

describeEachBackend('group deletion over HTTP', (ctx) => {
  const call = <T = Problem>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<T>(path, init, who);

  /** A group with an organiser, members, a follower, an upcoming event of the organiser's with people going, and a past one. */
  async function arrange() {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const guest = await signUpAndSignIn(ctx.app, ctx.db);
    const fan = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner, { name: 'Bloco da Lua' });
    await seat(ctx.db, group.id, [
      { userId: organiser.userId, role: 'organizer' },
      { userId: member.userId },
    ]);
    await follow(ctx.db, group.id, [fan.userId]);
    const upcoming = await createEvent(ctx.db, organiser.userId, { name: 'Ensaio aberto', capacity: 50 });
    const past = await createEvent(ctx.db, organiser.userId, {
      name: 'Ensaio passado',
      startDatetime: days(-5),
      endDatetime: days(-5),
    });
    await giveToGroup(ctx.db, upcoming.id, group.id);
    await giveToGroup(ctx.db, past.id, group.id);
    expect(
      (await call(`/api/v1/events/${upcoming.id}/attendance`, { method: 'PUT' }, guest)).res.status,
    ).toBe(200);
    return { owner, organiser, member, guest, fan, group, upcoming, past };
  }

  const eventsState = (ids: string[]) =>
    queryRows<{ id: string; group_id: string | null; organizer_type: string; cancelled: boolean }>(
      ctx.db,
      sql`SELECT id, group_id, organizer_type, cancelled_at IS NOT NULL AS cancelled FROM events
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY start_datetime`,
    );

  const inbox = async (who: SignedInUser) =>
    (await call<NotificationListResponse>('/api/v1/notifications', {}, who)).body.notifications;

  it('deletes when the name is typed: upcoming events cancelled and their people told, past ones kept, events stay their organisers’', async () => {
    const a = await arrange();
    const wrong = await call(
      `/api/v1/groups/${a.group.id}`,
      { method: 'DELETE', json: { confirmName: 'Bloco' } },
      a.owner,
    );
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.errors?.[0]).toMatchObject({
      path: 'confirmName',
      code: 'validation.group.confirm_name.mismatch',
    });
    const noBody = await call(`/api/v1/groups/${a.group.id}`, { method: 'DELETE' }, a.owner);
    expect(noBody.res.status).toBe(400);

    const done = await call(
      `/api/v1/groups/${a.group.slug}`,
      { method: 'DELETE', json: { confirmName: 'bloco da lua' } },
      a.owner,
    );
    expect(done.res.status).toBe(204);
    expect((await call(`/api/v1/groups/${a.group.id}`, {}, a.owner)).res.status).toBe(404);
    expect(await eventsState([a.upcoming.id, a.past.id])).toEqual([
      { id: a.past.id, group_id: null, organizer_type: 'user', cancelled: false },
      { id: a.upcoming.id, group_id: null, organizer_type: 'user', cancelled: true },
    ]);
    const left = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT (SELECT count(*) FROM group_members) + (SELECT count(*) FROM group_followers)
        + (SELECT count(*) FROM group_invitations) AS n`,
    );
    expect(Number(left[0]?.n)).toBe(0);

    // The person going and the event's organiser hear it was cancelled; members and followers
    // of the group lose the group, not their own things.
    for (const who of [a.guest, a.organiser]) {
      const [note] = await inbox(who);
      expect(note).toMatchObject({
        type: 'event_cancelled',
        body: 'O evento “Ensaio aberto” foi cancelado.',
        metadata: { event_id: a.upcoming.id, event_slug: a.upcoming.slug, from: a.owner.userId },
      });
    }
    expect(await inbox(a.fan)).toEqual([]);
    expect(await inbox(a.member)).toEqual([]);
    // The guest's attendance is kept, on the cancelled event.
    const attendance = await call<{ mine: { status: string } | null }>(
      `/api/v1/events/${a.upcoming.id}/attendance`,
      {},
      a.guest,
    );
    expect(attendance.body.mine?.status).toBe('going');
  });

  it('is atomic: when telling people fails half-way, the group and its events are intact', async () => {
    const a = await arrange();
    const restore = await failNotifications(ctx.db);
    try {
      const failed = await call(
        `/api/v1/groups/${a.group.id}`,
        { method: 'DELETE', json: { confirmName: 'Bloco da Lua' } },
        a.owner,
      );
      expect(failed.res.status).toBe(500);
    } finally {
      await restore();
    }
    expect((await call(`/api/v1/groups/${a.group.id}`, {}, a.member)).res.status).toBe(200);
    expect(await eventsState([a.upcoming.id, a.past.id])).toEqual([
      { id: a.past.id, group_id: a.group.id, organizer_type: 'group', cancelled: false },
      { id: a.upcoming.id, group_id: a.group.id, organizer_type: 'group', cancelled: false },
    ]);
    const members = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM group_members WHERE group_id = ${a.group.id}`,
    );
    expect(members[0]?.n).toBe(3);
    expect(await inbox(a.guest)).toEqual([]);
  });

  it('only the owner deletes: organisers and members are refused, outsiders of a private group see nothing', async () => {
    const a = await arrange();
    for (const who of [a.organiser, a.member, a.fan]) {
      const refused = await call(
        `/api/v1/groups/${a.group.id}`,
        { method: 'DELETE', json: { confirmName: 'Bloco da Lua' } },
        who,
      );
      expect(refused.res.status).toBe(403);
      expect(refused.body.code).toBe('group.owner_only');
    }
    const hidden = await createGroupAs(ctx.app, a.owner, { name: 'Reservado', visibility: 'private' });
    const unseen = await call(
      `/api/v1/groups/${hidden.id}`,
      { method: 'DELETE', json: { confirmName: 'Reservado' } },
      a.fan,
    );
    expect(unseen.res.status).toBe(404);
    expect(unseen.body.code).toBe('group.not_found');
    expect(
      (
        await call(`/api/v1/groups/${a.group.id}`, {
          method: 'DELETE',
          json: { confirmName: 'Bloco da Lua' },
        })
      ).res.status,
    ).toBe(401);
  });
});
