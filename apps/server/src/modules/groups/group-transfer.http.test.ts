import type { GroupDetail, GroupMembersResponse, NotificationListResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { failNotifications } from '../../test/failing-notifications.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, seat } from './groups.test-helpers.ts';

type Problem = { code?: string; errors?: { path: string; code: string; message: string }[] };

describeEachBackend('group transfer over HTTP', (ctx) => {
  const call = <T = Problem>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<T>(path, init, who);

  async function arrange() {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const heir = await signUpAndSignIn(ctx.app, ctx.db);
    const outsider = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner, { name: 'São Paulo Corre' });
    await seat(ctx.db, group.id, [{ userId: heir.userId }]);
    return { owner, heir, outsider, group };
  }

  const roles = (groupId: string) =>
    queryRows<{ user_id: string; role: string }>(
      ctx.db,
      sql`SELECT user_id, role FROM group_members WHERE group_id = ${groupId} ORDER BY role`,
    );

  it('hands the group to a member when the name is typed (any case, accents kept); the old owner stays as organiser', async () => {
    const a = await arrange();
    const transfer = (confirmName: string) =>
      call<GroupDetail & Problem>(
        `/api/v1/groups/${a.group.slug}/transfer`,
        { method: 'POST', json: { userId: a.heir.userId, confirmName } },
        a.owner,
      );
    for (const wrong of ['Sao Paulo Corre', 'São Paulo', '']) {
      const refused = await transfer(wrong);
      expect(refused.res.status, wrong).toBe(400);
      expect(refused.body.errors, wrong).toEqual([
        {
          path: 'confirmName',
          code: 'validation.group.confirm_name.mismatch',
          message: 'Digite o nome do grupo exatamente como aparece para confirmar.',
        },
      ]);
    }
    expect((await roles(a.group.id)).find((r) => r.role === 'owner')?.user_id).toBe(a.owner.userId);

    const done = await transfer('  são paulo  CORRE ');
    expect(done.res.status).toBe(200);
    expect(done.body).toMatchObject({
      id: a.group.id,
      owner: { id: a.heir.userId },
      viewer: { role: 'organizer', canManage: true, isOwner: false },
    });
    expect(await roles(a.group.id)).toEqual(
      expect.arrayContaining([
        { user_id: a.owner.userId, role: 'organizer' },
        { user_id: a.heir.userId, role: 'owner' },
      ]),
    );
    const members = await call<GroupMembersResponse>(`/api/v1/groups/${a.group.id}/members`, {}, a.outsider);
    expect(members.body.items[0]).toMatchObject({ id: a.heir.userId, role: 'owner' });

    // The new owner is told; the old one, who acted, is not.
    const inbox = await call<NotificationListResponse>('/api/v1/notifications', {}, a.heir);
    expect(inbox.body.notifications[0]).toMatchObject({
      type: 'group',
      title: 'Grupo transferido para você',
      body: 'Você agora é dono(a) do grupo São Paulo Corre: Ana Souza transferiu o grupo para você.',
      metadata: { group_id: a.group.id, from: a.owner.userId },
    });
    expect(
      (await call<NotificationListResponse>('/api/v1/notifications', {}, a.owner)).body.notifications,
    ).toEqual([]);

    // Only the owner transfers: the old owner cannot take it back.
    const back = await call(
      `/api/v1/groups/${a.group.id}/transfer`,
      { method: 'POST', json: { userId: a.owner.userId, confirmName: 'São Paulo Corre' } },
      a.owner,
    );
    expect(back.res.status).toBe(403);
    expect(back.body.code).toBe('group.owner_only');
  });

  it('only to a member other than oneself', async () => {
    const a = await arrange();
    for (const userId of [a.outsider.userId, a.owner.userId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call(
        `/api/v1/groups/${a.group.id}/transfer`,
        { method: 'POST', json: { userId, confirmName: 'São Paulo Corre' } },
        a.owner,
      );
      expect(refused.res.status, userId).toBe(404);
      expect(refused.body.code, userId).toBe('group.member.not_found');
    }
    const noOne = await call(
      `/api/v1/groups/${a.group.id}/transfer`,
      { method: 'POST', json: { userId: 'ninguem', confirmName: 'São Paulo Corre' } },
      a.owner,
    );
    expect(noOne.res.status).toBe(400);
    expect(noOne.body.errors?.[0]).toMatchObject({
      path: 'userId',
      code: 'validation.group.transfer.member_required',
    });
  });

  it('is atomic: when telling the new owner fails, nobody’s role changes', async () => {
    const a = await arrange();
    const before = await roles(a.group.id);
    const restore = await failNotifications(ctx.db);
    try {
      const failed = await call(
        `/api/v1/groups/${a.group.id}/transfer`,
        { method: 'POST', json: { userId: a.heir.userId, confirmName: 'São Paulo Corre' } },
        a.owner,
      );
      expect(failed.res.status).toBe(500);
      expect(JSON.stringify(failed.body)).not.toContain('notifications are down');
    } finally {
      await restore();
    }
    expect(await roles(a.group.id)).toEqual(before);
    expect(
      (await call<NotificationListResponse>('/api/v1/notifications', {}, a.heir)).body.notifications,
    ).toEqual([]);
  });
});
