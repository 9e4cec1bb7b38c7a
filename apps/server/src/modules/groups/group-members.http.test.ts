import type { GroupMember, GroupMembersResponse, GroupRelationResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, seat } from './groups.test-helpers.ts';

type Problem = { code?: string; errors?: { code: string }[] };
type Answer<T> = { res: Response; body: T & Problem };

/** Members of a group: the list, joining and leaving, roles and removal. */
describeEachBackend('/api/v1/groups/{id}/members and /membership', (ctx) => {
  const call = <T>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<T & Problem>(path, init, who) as Promise<Answer<T>>;

  it('lists the owner, the organisers, then the members by joining, page after page; searches and filters by role', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner);
    const base = Date.now() - 86_400_000;
    const people = [];
    for (const [n, [first, last]] of [
      ['Bruno', 'Lima'],
      ['Carla', 'Dias'],
      ['João', 'Araújo'],
      ['Marta', 'Reis'],
      ['Paulo', 'Nunes'],
    ].entries())
      people.push(await createProfile(ctx.db, { firstName: first, lastName: last, username: `membro_${n}` }));
    const [bruno, carla, joao, marta, paulo] = people.map((p) => p.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    // Joined in this order; Paulo is an organiser who joined last.
    await seat(ctx.db, group.id, [
      { userId: bruno, at: new Date(base + 1000) },
      { userId: carla, at: new Date(base + 2000) },
      { userId: joao, at: new Date(base + 3000) },
      { userId: marta, at: new Date(base + 4000) },
      { userId: paulo, role: 'organizer', at: new Date(base + 5000) },
    ]);
    const expected = [owner.userId, paulo, bruno, carla, joao, marta];

    const whole = await call<GroupMembersResponse>(`/api/v1/groups/${group.slug}/members`);
    expect(whole.res.status).toBe(200);
    expect(whole.body.items.map((m) => m.id)).toEqual(expected);
    expect(whole.body.items.map((m) => m.role)).toEqual([
      'owner',
      'organizer',
      'member',
      'member',
      'member',
      'member',
    ]);
    expect(whole.body.total).toBe(6);
    expect(whole.body.items[1]).toMatchObject({ name: 'Paulo Nunes', username: 'membro_4', avatarUrl: null });

    for (const limit of [1, 2, 4]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Answer<GroupMembersResponse> = await call<GroupMembersResponse>(
          `/api/v1/groups/${group.id}/members?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.body.total).toBe(6);
        seen.push(...page.body.items.map((m) => m.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(expected);
    }

    const search = await call<GroupMembersResponse>(`/api/v1/groups/${group.id}/members?q=ARAUJO`);
    expect(search.body.items.map((m) => m.id)).toEqual([joao]);
    expect(search.body.total).toBe(1);
    const organisers = await call<GroupMembersResponse>(`/api/v1/groups/${group.id}/members?role=organizer`);
    expect(organisers.body.items.map((m) => m.id)).toEqual([paulo]);
    const members = await call<GroupMembersResponse>(
      `/api/v1/groups/${group.id}/members?role=member&limit=2`,
    );
    expect(members.body.items.map((m) => m.id)).toEqual([bruno, carla]);
    expect(members.body.total).toBe(4);
    const bad = await call(`/api/v1/groups/${group.id}/members?role=chefe`);
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors?.[0]?.code).toBe('validation.group.role.invalid');
  });

  it('people join a public group and leave it; the owner cannot leave; joining twice changes nothing', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner);

    const joined = await call<GroupRelationResponse>(
      `/api/v1/groups/${group.id}/membership`,
      { method: 'PUT' },
      ana,
    );
    expect(joined.res.status).toBe(200);
    expect(joined.body).toEqual({
      viewer: { role: 'member', following: false, invitationId: null, canManage: false, isOwner: false },
      counts: { members: 2, followers: 0, upcomingEvents: 0 },
    });
    const again = await call<GroupRelationResponse>(
      `/api/v1/groups/${group.slug}/membership`,
      { method: 'PUT' },
      ana,
    );
    expect(again.body.counts.members).toBe(2);

    const left = await call<GroupRelationResponse>(
      `/api/v1/groups/${group.id}/membership`,
      { method: 'DELETE' },
      ana,
    );
    expect(left.res.status).toBe(200);
    expect(left.body.viewer.role).toBeNull();
    expect(left.body.counts.members).toBe(1);
    const leftAgain = await call<GroupRelationResponse>(
      `/api/v1/groups/${group.id}/membership`,
      { method: 'DELETE' },
      ana,
    );
    expect(leftAgain.res.status).toBe(200);

    const stays = await call(`/api/v1/groups/${group.id}/membership`, { method: 'DELETE' }, owner);
    expect(stays.res.status).toBe(409);
    expect(stays.body.code).toBe('group.owner_cannot_leave');

    const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
    const incomplete = await call(`/api/v1/groups/${group.id}/membership`, { method: 'PUT' }, pending);
    expect(incomplete.res.status).toBe(403);
    expect(incomplete.body.code).toBe('profile.incomplete');
  });

  it('joining a group one is invited to accepts the invitation; leaving a private group stops following it', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const open = await createGroupAs(ctx.app, owner);
    const closed = await createGroupAs(ctx.app, owner, { name: 'Conselho', visibility: 'private' });
    await ctx.db.execute(sql`
      INSERT INTO group_invitations (group_id, user_id, invited_by, expires_at)
      VALUES (${open.id}, ${ana.userId}, ${owner.userId}, now() + interval '14 days')`);
    const page = await call<{ viewer: { invitationId: string | null } }>(
      `/api/v1/groups/${open.id}`,
      {},
      ana,
    );
    expect(page.body.viewer.invitationId).toMatch(/^[0-9a-f-]{36}$/);
    await call(`/api/v1/groups/${open.id}/membership`, { method: 'PUT' }, ana);
    const [invitation] = (
      (await ctx.db.execute(
        sql`SELECT status FROM group_invitations WHERE group_id = ${open.id}`,
      )) as unknown as {
        rows: { status: string }[];
      }
    ).rows;
    expect(invitation?.status).toBe('accepted');

    // A private group is not there for someone outside it: 404, never a hint.
    const hidden = await call(`/api/v1/groups/${closed.id}/membership`, { method: 'PUT' }, ana);
    expect(hidden.res.status).toBe(404);
    expect(hidden.body.code).toBe('group.not_found');

    await seat(ctx.db, closed.id, [{ userId: ana.userId }]);
    await call(`/api/v1/groups/${closed.id}/follow`, { method: 'PUT' }, ana);
    const left = await call<GroupRelationResponse>(
      `/api/v1/groups/${closed.id}/membership`,
      { method: 'DELETE' },
      ana,
    );
    expect(left.res.status).toBe(200);
    expect(left.body).toEqual({
      viewer: { role: null, following: false, invitationId: null, canManage: false, isOwner: false },
      counts: { members: 1, followers: 0, upcomingEvents: 0 },
    });
    expect((await call(`/api/v1/groups/${closed.id}`, {}, ana)).res.status).toBe(404);
  });

  it('the owner changes roles; organisers remove members only; the owner is never changed or removed here', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner);
    await seat(ctx.db, group.id, [
      { userId: organiser.userId, role: 'organizer' },
      { userId: member.userId },
      { userId: other.userId },
    ]);
    const role = (who: SignedInUser, userId: string, value: unknown) =>
      call<GroupMember>(
        `/api/v1/groups/${group.id}/members/${userId}`,
        { method: 'PATCH', json: { role: value } },
        who,
      );
    const remove = (who: SignedInUser, userId: string) =>
      call(`/api/v1/groups/${group.id}/members/${userId}`, { method: 'DELETE' }, who);

    const promoted = await role(owner, member.userId, 'organizer');
    expect(promoted.res.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: member.userId, role: 'organizer', name: 'Ana Souza' });
    expect((await role(owner, member.userId, 'member')).body.role).toBe('member');
    const byOrganiser = await role(organiser, member.userId, 'organizer');
    expect(byOrganiser.res.status).toBe(403);
    expect(byOrganiser.body.code).toBe('group.owner_only');
    const ownerRole = await role(owner, owner.userId, 'member');
    expect(ownerRole.res.status).toBe(409);
    expect(ownerRole.body.code).toBe('group.member.owner');
    const toOwner = await role(owner, member.userId, 'owner');
    expect(toOwner.res.status).toBe(400);
    expect(toOwner.body.errors?.[0]?.code).toBe('validation.group.role.invalid');
    const stranger = await role(owner, '00000000-0000-4000-8000-000000000000', 'member');
    expect(stranger.res.status).toBe(404);
    expect(stranger.body.code).toBe('group.member.not_found');
    expect((await role(owner, 'nobody', 'member')).res.status).toBe(404);

    const organiserOnOrganiser = await remove(
      organiser,
      organiser.userId === owner.userId ? '' : owner.userId,
    );
    expect(organiserOnOrganiser.res.status).toBe(409);
    expect(organiserOnOrganiser.body.code).toBe('group.member.owner');
    const byMember = await remove(member, other.userId);
    expect(byMember.res.status).toBe(403);
    expect(byMember.body.code).toBe('group.forbidden');
    expect((await remove(organiser, other.userId)).res.status).toBe(204);
    await role(owner, member.userId, 'organizer');
    const organiserOnPeer = await remove(organiser, member.userId);
    expect(organiserOnPeer.res.status).toBe(403);
    expect(organiserOnPeer.body.code).toBe('group.owner_only');
    expect((await remove(owner, member.userId)).res.status).toBe(204);
    const gone = await remove(owner, member.userId);
    expect(gone.res.status).toBe(404);
    expect(gone.body.code).toBe('group.member.not_found');

    const list = await call<GroupMembersResponse>(`/api/v1/groups/${group.id}/members`);
    expect(list.body.items.map((m) => m.id)).toEqual([owner.userId, organiser.userId]);
  });
});
