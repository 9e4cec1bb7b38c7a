import { type Problem, type ProfileGroupsResponse, profileGroupsResponseSchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createGroupAs, seat } from '../groups/groups.test-helpers.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { block } from './testing/social-arrange.ts';

type Body = ProfileGroupsResponse & Problem;

/** GET /api/v1/profiles/{username}/groups: the groups they belong to that the caller may see. */
describeEachBackend('GET /api/v1/profiles/{username}/groups', (ctx) => {
  const get = (username: string, who?: SignedInUser, query = '') =>
    api(ctx.app)<Body>(`/api/v1/profiles/${username}/groups${query}`, {}, who);
  const names = (body: ProfileGroupsResponse) => body.items.map((item) => item.name);

  it('lists public groups to anyone and a private one only to its members, newest joined first', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'membro' });
    const founder = await signUpAndSignIn(ctx.app, ctx.db);
    const fellow = await signUpAndSignIn(ctx.app, ctx.db);
    const stranger = await signUpAndSignIn(ctx.app, ctx.db);
    const runners = await createGroupAs(ctx.app, founder, { name: 'Corredores' });
    const readers = await createGroupAs(ctx.app, founder, { name: 'Leitores', visibility: 'private' });
    await createGroupAs(ctx.app, owner, { name: 'Ciclistas' });
    await createGroupAs(ctx.app, founder, { name: 'Sem ela' });
    await seat(ctx.db, runners.id, [{ userId: owner.userId, at: new Date(Date.now() - 60_000) }]);
    await seat(ctx.db, readers.id, [
      { userId: owner.userId, at: new Date(Date.now() - 120_000) },
      { userId: fellow.userId },
    ]);

    const forVisitor = await get('membro');
    expect(forVisitor.res.status).toBe(200);
    expect(forVisitor.res.headers.get('cache-control')).toBe('public, max-age=60');
    const page = profileGroupsResponseSchema.parse(forVisitor.body);
    expect(names(page)).toEqual(['Ciclistas', 'Corredores']);
    expect(page.items[0]).toMatchObject({ counts: { members: 1 }, visibility: 'public' });
    expect(names((await get('membro', stranger)).body)).toEqual(['Ciclistas', 'Corredores']);
    expect(names((await get('membro', fellow)).body)).toEqual(['Ciclistas', 'Corredores', 'Leitores']);
    expect(names((await get('membro', owner)).body)).toEqual(['Ciclistas', 'Corredores', 'Leitores']);
  });

  it('pages with a keyset cursor', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'fundadora' });
    for (const name of ['Grupo Um', 'Grupo Dois', 'Grupo Tres'])
      await createGroupAs(ctx.app, owner, { name });
    const first = await get('fundadora', undefined, '?limit=2');
    expect(first.body.items).toHaveLength(2);
    const second = await get('fundadora', undefined, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.nextCursor).toBeNull();
    expect(new Set([...names(first.body), ...names(second.body)])).toEqual(
      new Set(['Grupo Um', 'Grupo Dois', 'Grupo Tres']),
    );
  });

  it('answers 404 across a block and for nobody, 400 for a bad cursor', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'bloqueadora' });
    const blocked = await signUpAndSignIn(ctx.app, ctx.db);
    await block(ctx.db, owner.userId, blocked.userId);
    expect((await get('bloqueadora', blocked)).body.code).toBe('profile.not_found');
    expect((await get('ninguem')).res.status).toBe(404);
    const bad = await get('bloqueadora', undefined, '?cursor=WzEsMl0');
    expect(bad.res.status).toBe(400);
    expect(bad.body.code).toBe('validation.cursor.invalid');
  });
});
