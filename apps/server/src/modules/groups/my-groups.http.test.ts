import type { MyGroupsResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, follow, seat } from './groups.test-helpers.ts';

describeEachBackend('my groups over HTTP', (ctx) => {
  const call = <T = { code?: string }>(path: string, who?: SignedInUser) => api(ctx.app)<T>(path, {}, who);

  it('lists the groups I belong to with my role, the most recently joined first, page by page; manager keeps those I run', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const mine = await createGroupAs(ctx.app, me, { name: 'Meu Clube', visibility: 'private' });
    const theirs = await Promise.all(
      ['Corrida', 'Leitura', 'Xadrez', 'Fotografia'].map((name, i) =>
        createGroupAs(ctx.app, other, { name, visibility: i === 0 ? 'private' : 'public' }),
      ),
    );
    const [corrida, leitura, xadrez, foto] = theirs;
    await seat(ctx.db, corrida?.id ?? '', [{ userId: me.userId, role: 'organizer' }]);
    await seat(ctx.db, leitura?.id ?? '', [{ userId: me.userId }]);
    await seat(ctx.db, xadrez?.id ?? '', [{ userId: me.userId }]);
    // Following is not belonging.
    await follow(ctx.db, foto?.id ?? '', [me.userId]);
    // Joined within one instant: pages still skip nothing.
    await ctx.db.execute(
      sql`UPDATE group_members SET created_at = date_trunc('day', now()) - interval '1 day' + interval '0.123456 second'
        WHERE user_id = ${me.userId} AND role <> 'owner'`,
    );

    const seen: MyGroupsResponse['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { res: Response; body: MyGroupsResponse } = await call<MyGroupsResponse>(
        `/api/v1/me/groups?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        me,
      );
      expect(page.res.status).toBe(200);
      expect(page.res.headers.get('cache-control')).toBe('private, no-store');
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(2);
    expect(seen.map((g) => g.id)[0]).toBe(mine.id);
    expect(new Set(seen.map((g) => g.id))).toEqual(new Set([mine.id, corrida?.id, leitura?.id, xadrez?.id]));
    expect(seen.find((g) => g.id === mine.id)).toMatchObject({
      role: 'owner',
      name: 'Meu Clube',
      visibility: 'private',
      counts: { members: 1 },
    });
    expect(seen.find((g) => g.id === corrida?.id)).toMatchObject({
      role: 'organizer',
      counts: { members: 2 },
    });

    const managed = await call<MyGroupsResponse>('/api/v1/me/groups?role=manager', me);
    expect(managed.body.items.map((g) => [g.name, g.role])).toEqual([
      ['Meu Clube', 'owner'],
      ['Corrida', 'organizer'],
    ]);
    expect(managed.body.nextCursor).toBeNull();
  });

  it('refuses visitors, an unknown role and a bad cursor', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    expect((await call('/api/v1/me/groups')).res.status).toBe(401);
    expect((await call('/api/v1/me/group-invitations')).res.status).toBe(401);
    const role = await call<{ errors?: { code: string }[] }>('/api/v1/me/groups?role=dono', me);
    expect(role.res.status).toBe(400);
    expect(role.body.errors?.[0]?.code).toBe('validation.groups.role.invalid');
    const cursor = await call('/api/v1/me/groups?cursor=abc', me);
    expect(cursor.res.status).toBe(400);
    expect(cursor.body.code).toBe('validation.cursor.invalid');
    expect((await call<MyGroupsResponse>('/api/v1/me/groups', me)).body).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
