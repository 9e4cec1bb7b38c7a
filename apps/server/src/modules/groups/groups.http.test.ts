import { apiMessage, type GroupDetail, type GroupListResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groups } from '../../db/schema/index.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, groupInput, seat } from './groups.test-helpers.ts';

type Problem = { code: string; detail: string; errors?: { path: string; code: string; message: string }[] };

/** POST, GET, PUT /api/v1/groups and the list with its search and keyset pages. */
describeEachBackend('/api/v1/groups', (ctx) => {
  const call = <T = GroupDetail & Problem>(
    path: string,
    init: RequestInit & { json?: unknown } = {},
    who?: SignedInUser,
  ) => api(ctx.app)<T>(path, init, who);
  const names = (page: GroupListResponse) => page.items.map((g) => g.name);

  it('creates a group with the caller as owner: a slug from the name, the description sanitised', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const { res, body } = await call(
      '/api/v1/groups',
      {
        method: 'POST',
        json: groupInput({
          name: '  Café com Código  ',
          description:
            '<p onclick="x()">Olá <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
          city: '',
        }),
      },
      ana,
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toMatchObject({
      slug: 'cafe-com-codigo',
      name: 'Café com Código',
      description: '<p>Olá </p>',
      city: null,
      visibility: 'public',
      category: 'sports_fitness',
      logoUrl: null,
      coverUrl: null,
      excerpt: 'Olá',
      counts: { members: 1, followers: 0, upcomingEvents: 0 },
      owner: { id: ana.userId, name: 'Ana Souza' },
      viewer: { role: 'owner', following: false, invitationId: null, canManage: true, isOwner: true },
    });
    expect(body.organizers.map((p) => p.id)).toEqual([ana.userId]);

    // The same name takes the next free slug, whoever can see the first group.
    const again = await createGroupAs(ctx.app, await signUpAndSignIn(ctx.app, ctx.db), {
      name: 'Café com código!',
      visibility: 'private',
    });
    expect(again.slug).toBe('cafe-com-codigo-1');
    const third = await createGroupAs(ctx.app, ana, { name: 'CAFÉ COM CÓDIGO' });
    expect(third.slug).toBe('cafe-com-codigo-2');
  });

  it('refuses visitors, incomplete profiles and invalid forms with the spec messages', async () => {
    expect((await call('/api/v1/groups', { method: 'POST', json: groupInput() })).res.status).toBe(401);
    const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
    const incomplete = await call('/api/v1/groups', { method: 'POST', json: groupInput() }, pending);
    expect(incomplete.res.status).toBe(403);
    expect(incomplete.body.code).toBe('profile.incomplete');

    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const invalid = await call(
      '/api/v1/groups',
      {
        method: 'POST',
        json: {
          name: 'ab',
          category: '',
          city: 'x'.repeat(81),
          visibility: 'secreto',
          description: 'y'.repeat(10_001),
        },
      },
      ana,
    );
    expect(invalid.res.status).toBe(400);
    expect(invalid.body.code).toBe('request.invalid');
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining(
        [
          ['name', 'validation.group.name.too_short'],
          ['category', 'validation.group.category.required'],
          ['city', 'validation.group.city.too_long'],
          ['visibility', 'validation.group.visibility.invalid'],
          ['description', 'validation.group.description.too_long'],
        ].map(([path, code]) => ({ path, code, message: apiMessage(code as string) })),
      ),
    );
    expect(apiMessage('validation.group.name.too_short')).toBe(
      'O nome do grupo deve ter pelo menos 3 caracteres.',
    );
    const notJson = await ctx.app.request('/api/v1/groups', {
      method: 'POST',
      headers: { ...ana.headers, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await ctx.db.select().from(groups)).toEqual([]);
  });

  it('reads a group by id or slug; a private one only for its members, a 404 for anyone else', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const outsider = await signUpAndSignIn(ctx.app, ctx.db);
    const open = await createGroupAs(ctx.app, owner, { name: 'Samba da Vila' });
    const closed = await createGroupAs(ctx.app, owner, { name: 'Conselho da Vila', visibility: 'private' });
    await seat(ctx.db, closed.id, [{ userId: member.userId }]);

    for (const ref of [open.id, open.id.toUpperCase(), open.slug]) {
      const { res, body } = await call(`/api/v1/groups/${ref}`);
      expect(res.status, ref).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=30');
      expect(body.id).toBe(open.id);
      expect(body.viewer).toEqual({
        role: null,
        following: false,
        invitationId: null,
        canManage: false,
        isOwner: false,
      });
    }
    const seen = await call(`/api/v1/groups/${closed.slug}`, {}, member);
    expect(seen.res.status).toBe(200);
    expect(seen.body.viewer).toMatchObject({ role: 'member', canManage: false });
    expect(seen.body.counts.members).toBe(2);
    for (const who of [undefined, outsider]) {
      for (const ref of [closed.id, closed.slug]) {
        const hidden = await call(`/api/v1/groups/${ref}`, {}, who);
        expect(hidden.res.status).toBe(404);
        expect(hidden.body).toMatchObject({ code: 'group.not_found', detail: 'Grupo não encontrado.' });
        expect(JSON.stringify(hidden.body)).not.toContain('Conselho');
      }
    }
    for (const ref of ['nao-existe', 'Maiúsculas', '00000000-0000-4000-8000-000000000000', 'a'.repeat(300)])
      expect((await call(`/api/v1/groups/${encodeURIComponent(ref)}`)).res.status, ref).toBe(404);
  });

  it('the owner and organisers change the profile; the slug stays; members may not', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner);
    await seat(ctx.db, group.id, [
      { userId: organiser.userId, role: 'organizer' },
      { userId: member.userId },
    ]);
    const edit = groupInput({
      name: 'Corredores da Vila',
      city: 'Recife',
      category: 'arts_culture',
      visibility: 'private',
    });

    const refused = await call(`/api/v1/groups/${group.id}`, { method: 'PUT', json: edit }, member);
    expect(refused.res.status).toBe(403);
    expect(refused.body.code).toBe('group.forbidden');

    const { res, body } = await call(`/api/v1/groups/${group.id}`, { method: 'PUT', json: edit }, organiser);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      name: 'Corredores da Vila',
      slug: group.slug,
      city: 'Recife',
      category: 'arts_culture',
      visibility: 'private',
      viewer: { role: 'organizer', canManage: true, isOwner: false },
    });
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(group.updatedAt));
    const invalid = await call(`/api/v1/groups/${group.id}`, { method: 'PUT', json: { name: '' } }, owner);
    expect(invalid.res.status).toBe(400);
  });

  it('lists the groups newest first a keyset page at a time; private ones only for their members', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const outsider = await signUpAndSignIn(ctx.app, ctx.db);
    const made: string[] = [];
    for (const name of ['Grupo Um', 'Grupo Dois', 'Grupo Três', 'Grupo Quatro', 'Grupo Cinco'])
      made.push((await createGroupAs(ctx.app, owner, { name })).name);
    await createGroupAs(ctx.app, owner, { name: 'Grupo Secreto', visibility: 'private' });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { res: Response; body: GroupListResponse } = await call<GroupListResponse>(
        `/api/v1/groups${query}`,
        {},
        outsider,
      );
      expect(page.res.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(page.body));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());

    const mine = await call<GroupListResponse>('/api/v1/groups?limit=50', {}, owner);
    expect(names(mine.body)[0]).toBe('Grupo Secreto');
    expect(mine.body.items[0]?.counts.members).toBe(1);

    const bad = await call('/api/v1/groups?cursor=not-a-cursor');
    expect(bad.res.status).toBe(400);
    expect(bad.body.code).toBe('validation.cursor.invalid');
    const limit = await call('/api/v1/groups?limit=51');
    expect(limit.res.status).toBe(400);
    expect(limit.body.errors?.[0]?.code).toBe('validation.limit.range');
  });

  it('filters by category and by city (accents and case ignored)', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    await createGroupAs(ctx.app, owner, {
      name: 'Corrida SP',
      city: 'São Paulo',
      category: 'sports_fitness',
    });
    await createGroupAs(ctx.app, owner, { name: 'Coral SP', city: 'São Paulo', category: 'arts_culture' });
    await createGroupAs(ctx.app, owner, {
      name: 'Corrida Recife',
      city: 'Recife',
      category: 'sports_fitness',
    });
    const list = async (query: string) =>
      names((await call<GroupListResponse>(`/api/v1/groups?${query}`)).body);
    expect(await list('city=sao%20paulo')).toEqual(['Coral SP', 'Corrida SP']);
    expect(await list('category=sports_fitness')).toEqual(['Corrida Recife', 'Corrida SP']);
    expect(await list('category=sports_fitness&city=S%C3%83O%20PAULO')).toEqual(['Corrida SP']);
    expect(await list('category=')).toHaveLength(3);
    const bad = await call('/api/v1/groups?category=nada');
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({
      code: 'validation.groups.category.invalid',
      message: 'Categoria inválida.',
    });
  });

  it('searches names without accents, a typo away, best match first, and pages through the results', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    for (const name of [
      'Amigos da Corrida',
      'Corrida',
      'Corrida de Rua Recife',
      'Clube de Leitura',
      'Percorrida Noturna',
    ])
      await createGroupAs(ctx.app, owner, { name });
    await createGroupAs(ctx.app, owner, { name: 'Corrida Secreta', visibility: 'private' });
    const search = async (q: string, who?: SignedInUser) =>
      names((await call<GroupListResponse>(`/api/v1/groups?q=${encodeURIComponent(q)}`, {}, who)).body);

    const found = await search('CORRIDA');
    expect(found[0]).toBe('Corrida');
    expect(found.slice(1, 3).sort()).toEqual(['Amigos da Corrida', 'Corrida de Rua Recife'].sort());
    expect(found).toContain('Percorrida Noturna');
    expect(found).not.toContain('Corrida Secreta');
    expect(found).not.toContain('Clube de Leitura');
    expect(await search('corrida', owner)).toContain('Corrida Secreta');
    expect(await search('léitura')).toEqual(['Clube de Leitura']);
    expect(await search('corida')).toContain('Corrida');
    expect(await search('100%_')).toEqual([]);

    // Two at a time, the same order as one page, nothing twice.
    const whole = await search('corrida');
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: GroupListResponse } = await call<GroupListResponse>(
        `/api/v1/groups?q=corrida&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...names(page.body));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole);
    const tooLong = await call(`/api/v1/groups?q=${'a'.repeat(101)}`);
    expect(tooLong.body.errors?.[0]?.code).toBe('validation.groups.q.too_long');
  });

  it('keeps the order of groups created in the same millisecond across pages', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    for (let n = 0; n < 5; n++) await createGroupAs(ctx.app, owner, { name: `Turma ${n}` });
    // Times a microsecond apart, inside one millisecond: a cursor cut to the millisecond would skip.
    await ctx.db.execute(sql`
      UPDATE groups g SET created_at = timestamptz '2026-01-01 12:00:00.123Z' + n.n * interval '1 microsecond'
      FROM (SELECT id, row_number() OVER (ORDER BY random()) AS n FROM groups) n WHERE n.id = g.id`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: GroupListResponse } = await call<GroupListResponse>(
        `/api/v1/groups?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.body.items.map((g) => g.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(5);
  });
});
