import { type PersonPage, type Problem, personPageSchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { befriend, block, setPrivacy } from '../profiles/testing/social-arrange.ts';

type Body = PersonPage & Problem;

/**
 * GET /api/v1/people?q: findable active people by name or username, accents and case ignored, best
 * match first; never the caller, never someone in a block with them; signed-in callers only.
 */
describeEachBackend('GET /api/v1/people', (ctx) => {
  const search = (who: SignedInUser | undefined, query: string) =>
    api(ctx.app)<Body>(`/api/v1/people${query}`, {}, who);
  const usernames = (body: PersonPage) => body.items.map((item) => item.username);

  it('finds people by name or username, accents and case ignored, the exact username first', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db, { username: 'joao.busca' });
    await createProfile(ctx.db, { username: 'joana', firstName: 'Joana', lastName: 'Prado', city: 'Belém' });
    await createProfile(ctx.db, { username: 'jo', firstName: 'Jô', lastName: 'Soares' });
    await createProfile(ctx.db, { username: 'maria_j', firstName: 'Maria', lastName: 'Joãozinho' });
    await createProfile(ctx.db, { username: 'sem.nada', firstName: 'Pedro', lastName: 'Alves' });
    await createProfile(ctx.db, { username: 'jo.pendente', firstName: 'Jo', status: 'pending' });

    const { res, body } = await search(me, '?q=JO');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = personPageSchema.parse(body);
    // Exact username, then names or usernames starting with it, then containing it; never the caller.
    expect(usernames(page)).toEqual(['jo', 'joana', 'maria_j']);
    expect(page.total).toBeNull();
    expect(page.items[1]).toMatchObject({ name: 'Joana Prado', city: 'Belém', mutualFriends: 0 });
    expect(page.items[1]?.relationship).toMatchObject({ friendship: 'none', canRequest: true });

    expect(usernames((await search(me, '?q=joaozinho')).body)).toEqual(['maria_j']);
    expect(usernames((await search(me, `?q=${encodeURIComponent('  PRADO ')}`)).body)).toEqual(['joana']);
  });

  it('answers an empty page for an empty or blank term, and 401 to visitors', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    await createProfile(ctx.db, { username: 'qualquer' });
    for (const query of ['', '?q=', '?q=%20%20']) {
      const { res, body } = await search(me, query);
      expect(res.status).toBe(200);
      expect(body).toEqual({ items: [], nextCursor: null, total: null });
    }
    const visitor = await search(undefined, '?q=qualquer');
    expect(visitor.res.status).toBe(401);
    expect(visitor.body.code).toBe('auth.unauthenticated');
  });

  it('leaves out people who are not findable, and anyone in a block either way', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db, { username: 'eu.mesma' });
    const hidden = await createProfile(ctx.db, { username: 'lua.escondida', firstName: 'Lua' });
    const blocked = await createProfile(ctx.db, { username: 'lua.bloqueada', firstName: 'Lua' });
    const blocker = await createProfile(ctx.db, { username: 'lua.bloqueou', firstName: 'Lua' });
    await createProfile(ctx.db, { username: 'lua.visivel', firstName: 'Lua' });
    await setPrivacy(ctx.db, hidden.id, { findable: false });
    await block(ctx.db, me.userId, blocked.id);
    await block(ctx.db, blocker.id, me.userId);
    expect(usernames((await search(me, '?q=lua')).body)).toEqual(['lua.visivel']);
    // Not findable still opens by its address.
    expect((await api(ctx.app)('/api/v1/profiles/lua.escondida', {}, me)).res.status).toBe(200);
    // Findable again: found again.
    await setPrivacy(ctx.db, hidden.id, { findable: true });
    expect(usernames((await search(me, '?q=lua')).body)).toContain('lua.escondida');
  });

  it('tells friends in common and the relation of each person found', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const friend = await createProfile(ctx.db, { username: 'amiga.comum' });
    const found = await createProfile(ctx.db, { username: 'rita.achada', firstName: 'Rita' });
    await befriend(ctx.db, me.userId, friend.id);
    await befriend(ctx.db, found.id, friend.id);
    await befriend(ctx.db, me.userId, found.id, 'pending');
    const page = personPageSchema.parse((await search(me, '?q=rita')).body);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: found.id,
        mutualFriends: 1,
        relationship: expect.objectContaining({ friendship: 'request_sent', canRequest: false }),
      }),
    ]);
  });

  it('pages with a keyset cursor, each person once, then finds similar names when none holds the term', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    for (let i = 0; i < 5; i += 1)
      await createProfile(ctx.db, { username: `silva_${i}`, firstName: 'Carla', lastName: 'Silva' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Body = (await search(me, `?q=silva&limit=2${cursor ? `&cursor=${cursor}` : ''}`)).body;
      seen.push(...usernames(page).map(String));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['silva_0', 'silva_1', 'silva_2', 'silva_3', 'silva_4']);
    // A typo: no name holds "silvva", similar ones are offered.
    expect((await search(me, '?q=silvva')).body.items.length).toBeGreaterThan(0);
  });

  it('refuses a term too long, a bad cursor or limit with 400 and the catalogue message', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const long = await search(me, `?q=${'a'.repeat(101)}`);
    expect(long.res.status).toBe(400);
    expect(long.body.errors).toEqual([
      {
        path: 'q',
        code: 'validation.people.q.too_long',
        message: 'A busca deve ter no máximo 100 caracteres.',
      },
    ]);
    const cursor = await search(me, '?q=ana&cursor=bad!');
    expect(cursor.res.status).toBe(400);
    const limit = await search(me, '?q=ana&limit=99');
    expect(limit.body.errors?.[0]?.code).toBe('validation.limit.range');
  });
});
