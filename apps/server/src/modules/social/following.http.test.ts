import { followedGroupsResponseSchema, personPageSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createGroupAs, follow as followGroup, seat } from '../groups/groups.test-helpers.ts';
import { person, socialApi } from './social.test-helpers.ts';

/** Following people without being friends, and the "Seguindo" lists of people and groups. */
describeEachBackend('/api/v1/me/following and /followed-groups', (ctx) => {
  const social = () => socialApi(ctx.app);

  it('follows and unfollows a person, twice changing nothing; each sees it in the relationship', async () => {
    const { follow, unfollow, call } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const bia = await person(ctx.app, ctx.db, 'Bia');
    for (let n = 0; n < 2; n++) {
      const on = await follow(ana, bia.userId);
      expect(on.res.status).toBe(200);
      expect(on.body.relationship).toMatchObject({ following: true, followsYou: false, friendship: 'none' });
    }
    const seen = await follow(bia, ana.userId);
    expect(seen.body.relationship).toMatchObject({ following: true, followsYou: true });
    const page = personPageSchema.parse((await call('/api/v1/me/following', {}, ana)).body);
    expect(page.items.map((p) => p.id)).toEqual([bia.userId]);
    expect(page.total).toBe(1);
    expect(page.items[0]?.relationship).toMatchObject({ following: true, followsYou: true });
    for (let n = 0; n < 2; n++) {
      const off = await unfollow(ana, bia.userId);
      expect(off.body.relationship.following).toBe(false);
    }
    expect(personPageSchema.parse((await call('/api/v1/me/following', {}, ana)).body).total).toBe(0);
    const self = await follow(ana, ana.userId);
    expect([self.res.status, self.body.code]).toEqual([422, 'social.self']);
    const nobody = await follow(ana, '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60');
    expect([nobody.res.status, nobody.body.code]).toEqual([404, 'profile.not_found']);
    const malformed = await unfollow(ana, '123');
    expect(malformed.res.status).toBe(400);
  });

  it('lists the people followed newest first, a keyset page at a time', async () => {
    const { follow, call } = social();
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const other = await person(ctx.app, ctx.db, `Pessoa${n}`);
      await follow(ana, other.userId);
      ids.push(other.userId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: unknown } = await call(
        `/api/v1/me/following?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        {},
        ana,
      );
      const page = personPageSchema.parse(res.body);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('lists the groups followed that the caller may see, newest first, as group cards', async () => {
    const { call } = social();
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const ana = await person(ctx.app, ctx.db, 'Ana');
    const older = await createGroupAs(ctx.app, owner, { name: 'Clube Antigo' });
    const newer = await createGroupAs(ctx.app, owner, { name: 'Clube Novo' });
    const closed = await createGroupAs(ctx.app, owner, { name: 'Conselho', visibility: 'private' });
    await followGroup(ctx.db, older.id, [ana.userId], new Date(Date.now() - 60_000));
    await followGroup(ctx.db, newer.id, [ana.userId]);
    await seat(ctx.db, closed.id, [{ userId: ana.userId }]);
    await followGroup(ctx.db, closed.id, [ana.userId], new Date(Date.now() - 120_000));

    const page = followedGroupsResponseSchema.parse((await call('/api/v1/me/followed-groups', {}, ana)).body);
    expect(page.items.map((g) => g.name)).toEqual(['Clube Novo', 'Clube Antigo', 'Conselho']);
    expect(page.items[0]?.counts.followers).toBe(1);
    const first = followedGroupsResponseSchema.parse(
      (await call('/api/v1/me/followed-groups?limit=1', {}, ana)).body,
    );
    const second = followedGroupsResponseSchema.parse(
      (await call(`/api/v1/me/followed-groups?limit=1&cursor=${first.nextCursor}`, {}, ana)).body,
    );
    expect([first.items[0]?.name, second.items[0]?.name]).toEqual(['Clube Novo', 'Clube Antigo']);

    // Out of the private group, it can no longer be seen, nor listed.
    await ctx.db.execute(
      sql`DELETE FROM group_members WHERE group_id = ${closed.id}::uuid AND user_id = ${ana.userId}::uuid`,
    );
    const after = followedGroupsResponseSchema.parse(
      (await call('/api/v1/me/followed-groups', {}, ana)).body,
    );
    expect(after.items.map((g) => g.name)).toEqual(['Clube Novo', 'Clube Antigo']);
    expect((await call('/api/v1/me/followed-groups')).res.status).toBe(401);
  });
});
