import type { GroupFollowersResponse, GroupRelationResponse } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, follow, seat } from './groups.test-helpers.ts';

type Problem = { code?: string; errors?: { code: string }[] };

/** Following a group without joining it, and who follows. */
describeEachBackend('/api/v1/groups/{id}/follow and /followers', (ctx) => {
  const call = <T>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<T & Problem>(path, init, who);

  it('follows and unfollows a group one may see, twice changing nothing; a private one only as a member', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const open = await createGroupAs(ctx.app, owner);
    const closed = await createGroupAs(ctx.app, owner, { name: 'Conselho', visibility: 'private' });

    for (let n = 0; n < 2; n++) {
      const on = await call<GroupRelationResponse>(
        `/api/v1/groups/${open.slug}/follow`,
        { method: 'PUT' },
        ana,
      );
      expect(on.res.status).toBe(200);
      expect(on.body.viewer).toMatchObject({ role: null, following: true });
      expect(on.body.counts).toEqual({ members: 1, followers: 1, upcomingEvents: 0 });
    }
    const page = await call<{ viewer: { following: boolean } }>(`/api/v1/groups/${open.id}`, {}, ana);
    expect(page.body.viewer.following).toBe(true);
    for (let n = 0; n < 2; n++) {
      const off = await call<GroupRelationResponse>(
        `/api/v1/groups/${open.id}/follow`,
        { method: 'DELETE' },
        ana,
      );
      expect(off.res.status).toBe(200);
      expect(off.body.viewer.following).toBe(false);
      expect(off.body.counts.followers).toBe(0);
    }

    const hidden = await call(`/api/v1/groups/${closed.id}/follow`, { method: 'PUT' }, ana);
    expect(hidden.res.status).toBe(404);
    expect(hidden.body.code).toBe('group.not_found');
    await seat(ctx.db, closed.id, [{ userId: ana.userId }]);
    const member = await call<GroupRelationResponse>(
      `/api/v1/groups/${closed.id}/follow`,
      { method: 'PUT' },
      ana,
    );
    expect(member.body.viewer).toMatchObject({ role: 'member', following: true });

    expect((await call(`/api/v1/groups/${open.id}/follow`, { method: 'PUT' })).res.status).toBe(401);
    const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
    const incomplete = await call(`/api/v1/groups/${open.id}/follow`, { method: 'PUT' }, pending);
    expect(incomplete.body.code).toBe('profile.incomplete');
  });

  it('lists the followers newest first, with their total, a keyset page at a time', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner);
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const person = await createProfile(ctx.db, { firstName: `Pessoa${n}`, lastName: null });
      await follow(ctx.db, group.id, [person.id], new Date(Date.now() - (10 - n) * 60_000));
      ids.push(person.id);
    }
    const newestFirst = [...ids].reverse();
    const whole = await call<GroupFollowersResponse>(`/api/v1/groups/${group.id}/followers`);
    expect(whole.res.status).toBe(200);
    expect(whole.body.items.map((f) => f.id)).toEqual(newestFirst);
    expect(whole.body.items[0]).toMatchObject({ name: 'Pessoa4', avatarUrl: null });
    expect(whole.body.total).toBe(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: GroupFollowersResponse } = await call<GroupFollowersResponse>(
        `/api/v1/groups/${group.slug}/followers?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((f) => f.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst);
    const bad = await call(`/api/v1/groups/${group.id}/followers?cursor=abc`);
    expect(bad.res.status).toBe(400);
    expect(bad.body.code).toBe('validation.cursor.invalid');
  });
});
