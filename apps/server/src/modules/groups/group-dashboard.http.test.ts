import type { GroupDashboard } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile, days } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, follow, giveToGroup, seat } from './groups.test-helpers.ts';

type Problem = { code?: string };

/** The São Paulo calendar day `n` days from now, as YYYY-MM-DD. */
const spDay = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(days(n));

describeEachBackend('group dashboard over HTTP', (ctx) => {
  const call = <T = Problem>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<T>(path, init, who);

  it('members and followers over the last 90 São Paulo days, upcoming events with their seats, invitations waiting', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const guest = await signUpAndSignIn(ctx.app, ctx.db);
    const waiting = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner, { name: 'Coral da Vila' });
    // The owner came 200 days ago, the organiser 30, two members 10 and today; a follower 5 days ago.
    await ctx.db.execute(
      sql`UPDATE group_members SET created_at = ${days(-200)} WHERE group_id = ${group.id}`,
    );
    const [m1, m2, f1] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
    ];
    await seat(ctx.db, group.id, [
      { userId: organiser.userId, role: 'organizer', at: days(-30) },
      { userId: m1.id, at: days(-10) },
      { userId: m2.id },
    ]);
    await follow(ctx.db, group.id, [f1.id], days(-5));

    const soon = await createEvent(ctx.db, organiser.userId, {
      name: 'Ensaio',
      capacity: 1,
      startDatetime: days(2),
    });
    const later = await createEvent(ctx.db, owner.userId, { name: 'Concerto', startDatetime: days(9) });
    const past = await createEvent(ctx.db, owner.userId, { startDatetime: days(-9), endDatetime: days(-9) });
    const draft = await createEvent(ctx.db, owner.userId, { publishedAt: null });
    const cancelled = await createEvent(ctx.db, owner.userId, { cancelledAt: days(-1) });
    for (const e of [soon, later, past, draft, cancelled]) await giveToGroup(ctx.db, e.id, group.id);
    await call(`/api/v1/events/${soon.id}/attendance`, { method: 'PUT' }, guest);
    await call(`/api/v1/events/${soon.id}/attendance`, { method: 'PUT' }, waiting);
    await call(
      `/api/v1/groups/${group.id}/invitations`,
      { method: 'POST', json: { emails: ['a@example.test', 'b@example.test', 'c@example.test'] } },
      owner,
    );
    await ctx.db.execute(
      sql`UPDATE group_invitations SET expires_at = now() - interval '1 minute' WHERE email = 'c@example.test'`,
    );

    for (const who of [owner, organiser]) {
      const { res, body } = await call<GroupDashboard>(`/api/v1/groups/${group.slug}/dashboard`, {}, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(body.counts).toEqual({ members: 4, followers: 1, upcomingEvents: 2 });
      expect(body.membersOverTime).toHaveLength(90);
      expect(body.followersOverTime).toHaveLength(90);
      expect(body.membersOverTime[0]).toEqual({ day: spDay(-89), value: 1 });
      expect(body.membersOverTime.at(-1)).toEqual({ day: spDay(0), value: 4 });
      const on = (series: GroupDashboard['membersOverTime'], n: number) =>
        series.find((d) => d.day === spDay(n))?.value;
      expect(on(body.membersOverTime, -31)).toBe(1);
      expect(on(body.membersOverTime, -29)).toBe(2);
      expect(on(body.membersOverTime, -9)).toBe(3);
      expect(on(body.followersOverTime, -6)).toBe(0);
      expect(on(body.followersOverTime, -4)).toBe(1);
      // Every day present, oldest first.
      const dayList = body.membersOverTime.map((d) => d.day);
      expect(dayList).toEqual([...dayList].sort());
      expect(new Set(dayList).size).toBe(90);

      expect(body.upcomingEvents.map((u) => u.event.id)).toEqual([soon.id, later.id]);
      expect(body.upcomingEvents[0]).toMatchObject({ going: 1, waitlisted: 1, capacity: 1 });
      expect(body.upcomingEvents[1]).toMatchObject({ going: 0, waitlisted: 0, capacity: null });
      expect(body.pendingInvitations).toBe(2);
    }
  });

  it('the owner and organisers only: 403 to members, 404 to outsiders of a private group, 401 to visitors', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const outsider = await signUpAndSignIn(ctx.app, ctx.db);
    const open = await createGroupAs(ctx.app, owner, { name: 'Aberto' });
    const closed = await createGroupAs(ctx.app, owner, { name: 'Fechado', visibility: 'private' });
    await seat(ctx.db, open.id, [{ userId: member.userId }]);
    await seat(ctx.db, closed.id, [{ userId: member.userId }]);
    for (const group of [open, closed]) {
      const asMember = await call(`/api/v1/groups/${group.id}/dashboard`, {}, member);
      expect(asMember.res.status).toBe(403);
      expect(asMember.body.code).toBe('group.forbidden');
      expect((await call(`/api/v1/groups/${group.id}/dashboard`)).res.status).toBe(401);
    }
    expect((await call(`/api/v1/groups/${open.id}/dashboard`, {}, outsider)).res.status).toBe(403);
    const hidden = await call(`/api/v1/groups/${closed.id}/dashboard`, {}, outsider);
    expect(hidden.res.status).toBe(404);
    expect(hidden.body.code).toBe('group.not_found');
  });
});
