import type {
  GroupInvitationAnswer,
  GroupInvitationResult,
  GroupInvitationsResponse,
  MyGroupInvitationsResponse,
  NotificationListResponse,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, seat } from './groups.test-helpers.ts';

type Problem = { code?: string; errors?: { path: string; code: string }[] };

describeEachBackend('group invitations over HTTP', (ctx) => {
  const call = <T = Problem>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<T>(path, init, who);

  async function arrange(visibility: 'public' | 'private' = 'private') {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dona_do_clube' });
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const bia = await signUpAndSignIn(ctx.app, ctx.db, { username: 'bia_costa' });
    const caio = await signUpAndSignIn(ctx.app, ctx.db, { email: 'caio@example.test' });
    const group = await createGroupAs(ctx.app, owner, { name: 'Clube do Livro', visibility });
    await seat(ctx.db, group.id, [
      { userId: organiser.userId, role: 'organizer' },
      { userId: member.userId },
    ]);
    return { owner, organiser, member, bia, caio, group };
  }

  it('invites by username and by e-mail: accounts are notified, other addresses get a link, nobody twice', async () => {
    const a = await arrange();
    const memberName = (
      await queryRows<{ username: string }>(
        ctx.db,
        sql`SELECT username FROM profiles WHERE id = ${a.member.userId}`,
      )
    )[0]?.username;
    ctx.mail.length = 0;
    const sent = await call<GroupInvitationResult>(
      `/api/v1/groups/${a.group.id}/invitations`,
      {
        method: 'POST',
        json: {
          usernames: ['@Bia_Costa', 'ninguem_aqui', memberName],
          emails: ['Caio@Example.test', 'nova.pessoa@example.test'],
        },
      },
      a.organiser,
    );
    expect(sent.res.status).toBe(200);
    expect(sent.res.headers.get('cache-control')).toBe('private, no-store');
    expect(sent.body).toEqual({
      invited: ['bia_costa', 'caio@example.test'],
      emailed: ['nova.pessoa@example.test'],
      unknown: ['ninguem_aqui'],
      alreadyMember: [memberName],
      alreadyInvited: [],
    });

    // Bia hears of it through the notification panel, with who invited her.
    const inbox = await call<NotificationListResponse>('/api/v1/notifications', {}, a.bia);
    const note = inbox.body.notifications[0];
    expect(note).toMatchObject({
      type: 'group_invite',
      title: 'Convite para grupo',
      body: 'Ana Souza convidou você para o grupo Clube do Livro.',
      metadata: {
        group_id: a.group.id,
        from: a.organiser.userId,
        invited_by_profile: { full_name: 'Ana Souza', first_name: 'Ana', last_name: 'Souza' },
      },
      invitedByProfile: { full_name: 'Ana Souza', first_name: 'Ana', last_name: 'Souza' },
    });
    expect(
      (await call<NotificationListResponse>('/api/v1/notifications', {}, a.caio)).body.notifications,
    ).toHaveLength(1);

    // The address with no account got the link, in the inviter's language.
    expect(ctx.mail).toHaveLength(1);
    expect(ctx.mail[0]?.to).toBe('nova.pessoa@example.test');
    expect(ctx.mail[0]?.subject).toBe('Convite para o grupo Clube do Livro no Eventos');
    expect(ctx.mail[0]?.text).toMatch(
      new RegExp(`http://localhost:3000/groups/${a.group.slug}\\?invite=[A-Za-z0-9_-]{43}\\s`),
    );

    const again = await call<GroupInvitationResult>(
      `/api/v1/groups/${a.group.slug}/invitations`,
      { method: 'POST', json: { usernames: ['bia_costa'], emails: ['nova.pessoa@example.test'] } },
      a.owner,
    );
    expect(again.body).toMatchObject({
      invited: [],
      emailed: [],
      alreadyInvited: ['bia_costa', 'nova.pessoa@example.test'],
    });
    expect(ctx.mail).toHaveLength(1);
    expect(
      (await call<NotificationListResponse>('/api/v1/notifications', {}, a.bia)).body.notifications,
    ).toHaveLength(1);
  });

  it('lists the invitations newest first, page by page, by status, with expiry; revokes a pending one', async () => {
    const a = await arrange();
    const emails = ['um@example.test', 'dois@example.test', 'tres@example.test', 'quatro@example.test'];
    for (const email of emails)
      await call(
        `/api/v1/groups/${a.group.id}/invitations`,
        { method: 'POST', json: { emails: [email] } },
        a.owner,
      );
    await call(
      `/api/v1/groups/${a.group.id}/invitations`,
      { method: 'POST', json: { usernames: ['bia_costa'] } },
      a.owner,
    );
    // Invitations made within one instant still page apart.
    await ctx.db.execute(sql`UPDATE group_invitations SET created_at = '2026-01-01T00:00:00.123456Z'`);
    await ctx.db.execute(
      sql`UPDATE group_invitations SET expires_at = now() - interval '1 minute' WHERE email = 'um@example.test'`,
    );

    const seen: GroupInvitationsResponse['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { res: Response; body: GroupInvitationsResponse } = await call<GroupInvitationsResponse>(
        `/api/v1/groups/${a.group.id}/invitations?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        {},
        a.organiser,
      );
      expect(page.res.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen.map((i) => i.id)).size).toBe(5);
    const bia = seen.find((i) => i.person?.username === 'bia_costa');
    expect(bia).toMatchObject({
      email: null,
      status: 'pending',
      expired: false,
      invitedBy: { name: 'Ana Souza' },
    });
    expect(seen.find((i) => i.email === 'um@example.test')).toMatchObject({ person: null, expired: true });

    const revoked = await call(
      `/api/v1/groups/${a.group.id}/invitations/${bia?.id}`,
      { method: 'DELETE' },
      a.organiser,
    );
    expect(revoked.res.status).toBe(204);
    const twice = await call(
      `/api/v1/groups/${a.group.id}/invitations/${bia?.id}`,
      { method: 'DELETE' },
      a.owner,
    );
    expect(twice.res.status).toBe(404);
    expect(twice.body.code).toBe('group.invitation.not_found');
    expect(
      (await call(`/api/v1/groups/${a.group.id}/invitations/nada`, { method: 'DELETE' }, a.owner)).res.status,
    ).toBe(404);

    const byStatus = await call<GroupInvitationsResponse>(
      `/api/v1/groups/${a.group.id}/invitations?status=revoked`,
      {},
      a.owner,
    );
    expect(byStatus.body.items.map((i) => i.id)).toEqual([bia?.id]);
    expect(byStatus.body.items[0]?.respondedAt).not.toBeNull();
    const bad = await call(`/api/v1/groups/${a.group.id}/invitations?cursor=xyz`, {}, a.owner);
    expect(bad.res.status).toBe(400);
    expect(bad.body.code).toBe('validation.cursor.invalid');
  });

  it('the invited person sees a private group only through the invitation, then accepts from it by id or slug', async () => {
    const a = await arrange('private');
    await call(
      `/api/v1/groups/${a.group.id}/invitations`,
      { method: 'POST', json: { usernames: ['bia_costa'] } },
      a.owner,
    );

    // Its images are its members' only: the invitation's card goes without them.
    await ctx.db.execute(
      sql`UPDATE groups SET logo_path = ${`groups/${a.group.id}/logo.webp`} WHERE id = ${a.group.id}`,
    );
    expect((await call(`/api/v1/groups/${a.group.id}`, {}, a.bia)).res.status).toBe(404);
    const mine = await call<MyGroupInvitationsResponse>('/api/v1/me/group-invitations', {}, a.bia);
    expect(mine.res.status).toBe(200);
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({
      group: {
        logoUrl: null,
        id: a.group.id,
        slug: a.group.slug,
        name: 'Clube do Livro',
        visibility: 'private',
        counts: { members: 3 },
      },
      invitedBy: { name: 'Ana Souza', username: 'dona_do_clube' },
    });
    expect(
      (await call<MyGroupInvitationsResponse>('/api/v1/me/group-invitations', {}, a.caio)).body.items,
    ).toEqual([]);

    const accepted = await call<GroupInvitationAnswer>(
      `/api/v1/groups/${a.group.slug}/invitation/accept`,
      { method: 'POST' },
      a.bia,
    );
    expect(accepted.res.status).toBe(200);
    expect(accepted.body).toEqual({ groupId: a.group.id, slug: a.group.slug, role: 'member' });
    expect((await call(`/api/v1/groups/${a.group.id}`, {}, a.bia)).res.status).toBe(200);
    expect(
      (await call<MyGroupInvitationsResponse>('/api/v1/me/group-invitations', {}, a.bia)).body.items,
    ).toEqual([]);
    const again = await call(`/api/v1/groups/${a.group.id}/invitation/accept`, { method: 'POST' }, a.bia);
    expect(again.res.status).toBe(404);
    expect(again.body.code).toBe('group.invitation.not_found');
  });

  it('declining keeps a private group hidden; without an invitation nothing tells it exists', async () => {
    const a = await arrange('private');
    await call(
      `/api/v1/groups/${a.group.id}/invitations`,
      { method: 'POST', json: { usernames: ['bia_costa'] } },
      a.owner,
    );
    const declined = await call<GroupInvitationAnswer>(
      `/api/v1/groups/${a.group.id}/invitation/decline`,
      { method: 'POST' },
      a.bia,
    );
    expect(declined.res.status).toBe(200);
    expect(declined.body).toEqual({ groupId: a.group.id, slug: a.group.slug, role: null });
    for (const path of [a.group.id, a.group.slug, '00000000-0000-4000-8000-000000000000']) {
      const answer = await call(`/api/v1/groups/${path}/invitation/accept`, { method: 'POST' }, a.bia);
      expect(answer.res.status, path).toBe(404);
      expect(answer.body.code, path).toBe('group.not_found');
    }
    const list = await call<GroupInvitationsResponse>(
      `/api/v1/groups/${a.group.id}/invitations?status=declined`,
      {},
      a.owner,
    );
    expect(list.body.items.map((i) => i.person?.id)).toEqual([a.bia.userId]);
  });

  it('an expired invitation is refused with its message', async () => {
    const a = await arrange('public');
    await call(
      `/api/v1/groups/${a.group.id}/invitations`,
      { method: 'POST', json: { usernames: ['bia_costa'] } },
      a.owner,
    );
    await ctx.db.execute(sql`UPDATE group_invitations SET expires_at = now() - interval '1 minute'`);
    expect(
      (await call<MyGroupInvitationsResponse>('/api/v1/me/group-invitations', {}, a.bia)).body.items,
    ).toEqual([]);
    const late = await call(`/api/v1/groups/${a.group.id}/invitation/accept`, { method: 'POST' }, a.bia);
    expect(late.res.status).toBe(409);
    expect(late.body.code).toBe('group.invitation.expired');
    // A new invitation replaces the expired one.
    const fresh = await call<GroupInvitationResult>(
      `/api/v1/groups/${a.group.id}/invitations`,
      { method: 'POST', json: { usernames: ['bia_costa'] } },
      a.owner,
    );
    expect(fresh.body.invited).toEqual(['bia_costa']);
    const accepted = await call<GroupInvitationAnswer>(
      `/api/v1/groups/${a.group.id}/invitation/accept`,
      { method: 'POST' },
      a.bia,
    );
    expect(accepted.body.role).toBe('member');
  });

  it('caps the links one person mails in a day, over all their groups', async () => {
    const a = await arrange();
    // 199 links sent in the last day from another group of the owner's.
    const other = await createGroupAs(ctx.app, a.owner, { name: 'Outro Clube' });
    await ctx.db.execute(sql`INSERT INTO group_invitations (group_id, email, token_hash, invited_by, expires_at, created_at)
      SELECT ${other.id}, 'antigo' || i || '@example.test', md5(i::text) || md5((i + 1000)::text), ${a.owner.userId},
             now() + interval '14 days', now() - interval '23 hours'
      FROM generate_series(1, 199) AS i`);
    const invite = (emails: string[]) =>
      call<GroupInvitationResult>(
        `/api/v1/groups/${a.group.id}/invitations`,
        { method: 'POST', json: { emails } },
        a.owner,
      );
    const tooMany = await invite(['x1@example.test', 'x2@example.test']);
    expect(tooMany.res.status).toBe(429);
    expect(tooMany.res.headers.get('retry-after')).toBe('86400');
    expect((tooMany.body as Problem).code).toBe('group.invitation.rate_limited');
    // Accounts are not mailed: they do not count.
    expect((await invite(['caio@example.test'])).body.invited).toEqual(['caio@example.test']);
    expect((await invite(['x1@example.test'])).body.emailed).toEqual(['x1@example.test']);
    // Another organiser has their own allowance.
    const theirs = await call<GroupInvitationResult>(
      `/api/v1/groups/${a.group.id}/invitations`,
      { method: 'POST', json: { emails: ['x2@example.test'] } },
      a.organiser,
    );
    expect(theirs.body.emailed).toEqual(['x2@example.test']);
  });

  it('refuses an empty or oversized request with the spec messages', async () => {
    const a = await arrange();
    const empty = await call(
      `/api/v1/groups/${a.group.id}/invitations`,
      { method: 'POST', json: {} },
      a.owner,
    );
    expect(empty.res.status).toBe(400);
    expect(empty.body.errors?.[0]).toMatchObject({
      path: 'usernames',
      code: 'validation.group_invitations.required',
    });
    const many = await call(
      `/api/v1/groups/${a.group.id}/invitations`,
      { method: 'POST', json: { emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.test`) } },
      a.owner,
    );
    expect(many.res.status).toBe(400);
    expect(many.body.errors?.[0]?.code).toBe('validation.group_invitations.too_many');
  });
});
