import type { Location, LocationList, Problem, SelectionOptionList } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation } from '../../test/factories.ts';

const venue = {
  name: 'Espaço Cultural Paulista',
  postalCode: '01310100',
  address: 'Avenida Paulista',
  number: '1578',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
  reference: 'Em frente ao parque',
  additionalInfo: '',
  howToGetThere: 'Metrô Trianon-Masp',
  parkingInfo: '',
  accessibilityOptions: [] as string[],
  isPublic: true,
  latitude: -23.5614,
  longitude: -46.6559,
};

describeEachBackend('/api/v1/locations', (ctx) => {
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}, user?: SignedInUser) => {
    const { json, ...rest } = init;
    const headers: Record<string, string> = { ...(user?.headers ?? { origin: TEST_ORIGIN }) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await ctx.app.request(path, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    return { res, body: (text ? JSON.parse(text) : undefined) as Location & LocationList & Problem };
  };
  const create = (user: SignedInUser, overrides: Partial<typeof venue> = {}) =>
    call('/api/v1/locations', { method: 'POST', json: { ...venue, ...overrides } }, user);

  it('creates a venue for its owner with the CEP formatted and OpenStreetMap links', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const { res, body } = await create(owner, { additionalInfo: '  ' });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      name: 'Espaço Cultural Paulista',
      postalCode: '01310-100',
      additionalInfo: null,
      parkingInfo: null,
      isPublic: true,
      isOwn: true,
      latitude: -23.5614,
      longitude: -46.6559,
    });
    expect(body.mapsUrl).toBe(
      'https://www.openstreetmap.org/?mlat=-23.5614&mlon=-46.6559#map=17/-23.5614/-46.6559',
    );
    expect(body.mapsEmbed).toContain('https://www.openstreetmap.org/export/embed.html?bbox=');
    expect(body).not.toHaveProperty('userId');
    const list = await call('/api/v1/locations', {}, owner);
    expect(list.body.items.map((l) => l.id)).toEqual([body.id]);
  });

  it('answers every spec §5 message beside its field and keeps nothing', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const { res, body } = await create(owner, {
      name: 'ab',
      postalCode: '1234',
      address: 'Rua',
      number: '',
      country: 'B',
      state: 'S',
      city: 'X',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const byPath = Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
    expect(byPath).toEqual({
      name: 'Nome do local deve ter no mínimo 3 caracteres',
      postalCode: 'CEP inválido',
      address: 'Endereço deve ter no mínimo 5 caracteres',
      number: 'Número é obrigatório',
      country: 'País é obrigatório',
      state: 'Estado é obrigatório',
      city: 'Cidade é obrigatória',
    });
    const missing = await create(owner, { latitude: undefined as unknown as number });
    expect(missing.res.status).toBe(400);
    expect(missing.body.errors?.[0]).toMatchObject({
      path: 'latitude',
      message:
        'Não foi possível obter a latitude/longitude do local selecionado. Preencha o endereço corretamente ou escolha outro local.',
    });
    expect((await call('/api/v1/locations', {}, owner)).body.items).toEqual([]);
  });

  it('accepts only known accessibility options', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const options = await call('/api/v1/selection-options?type=accessibility');
    const options2 = options.body as unknown as SelectionOptionList;
    const ramp = options2.items.find((o) => o.key === 'wheelchair_access');
    if (!ramp) throw new Error('seeded option missing');
    const ok = await create(owner, { accessibilityOptions: [ramp.id, ramp.id] });
    expect(ok.body.accessibilityOptions).toEqual([ramp.id]);
    const bad = await create(owner, { accessibilityOptions: ['5f0c6f39-8d2b-4a53-9b39-0a3a3f0d8c11'] });
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({ path: 'accessibilityOptions' });
  });

  it('answers 401 to visitors on every call', async () => {
    const id = '5f0c6f39-8d2b-4a53-9b39-0a3a3f0d8c11';
    for (const [path, method] of [
      ['/api/v1/locations', 'GET'],
      ['/api/v1/locations/public?q=a', 'GET'],
      ['/api/v1/locations', 'POST'],
      [`/api/v1/locations/${id}`, 'PATCH'],
      [`/api/v1/locations/${id}`, 'DELETE'],
    ] as const) {
      const { res, body } = await call(path, { method, ...(method === 'GET' ? {} : { json: venue }) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(body.code).toBe('auth.unauthenticated');
    }
  });

  it('asks for a complete profile before registering a venue', async () => {
    const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
    const { res, body } = await create(pending);
    expect(res.status).toBe(403);
    expect(body.detail).toBe('Seu perfil está incompleto.');
  });

  it('lets neither another user nor an admin read, change or delete a private venue', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const { body: hidden } = await create(owner, { name: 'Casa da Ana', isPublic: false });
    for (const intruder of [other, admin]) {
      expect((await call('/api/v1/locations', {}, intruder)).body.items).toEqual([]);
      expect((await call('/api/v1/locations/public?q=casa', {}, intruder)).body.items).toEqual([]);
      const patched = await call(
        `/api/v1/locations/${hidden.id}`,
        { method: 'PATCH', json: venue },
        intruder,
      );
      expect(patched.res.status).toBe(404);
      expect(patched.body.code).toBe('location.not_found');
      const deleted = await call(`/api/v1/locations/${hidden.id}`, { method: 'DELETE' }, intruder);
      expect(deleted.res.status).toBe(404);
    }
    const mine = await call('/api/v1/locations', {}, owner);
    expect(mine.body.items).toMatchObject([{ id: hidden.id, name: 'Casa da Ana', isPublic: false }]);
  });

  it('lets another user find a public venue but not change it; the owner edits and deletes it', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const { body: open } = await create(owner);
    const found = await call('/api/v1/locations/public?q=PAULISTA', {}, other);
    expect(found.body.items).toMatchObject([{ id: open.id, isOwn: false }]);
    expect((await call('/api/v1/locations/public?q=paulista', {}, owner)).body.items[0]?.isOwn).toBe(true);
    const patched = await call(`/api/v1/locations/${open.id}`, { method: 'PATCH', json: venue }, other);
    expect(patched.res.status).toBe(404);

    const edited = await call(
      `/api/v1/locations/${open.id}`,
      { method: 'PATCH', json: { ...venue, name: 'Espaço Paulista Renovado', isPublic: false } },
      owner,
    );
    expect(edited.res.status).toBe(200);
    expect(edited.body).toMatchObject({ id: open.id, name: 'Espaço Paulista Renovado', isPublic: false });
    expect((await call('/api/v1/locations/public?q=paulista', {}, other)).body.items).toEqual([]);

    const deleted = await call(`/api/v1/locations/${open.id}`, { method: 'DELETE' }, owner);
    expect(deleted.res.status).toBe(204);
    expect((await call('/api/v1/locations', {}, owner)).body.items).toEqual([]);
  });

  it('keeps a venue an event uses: 409 location.in_use', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const { body: used } = await create(owner);
    await createEvent(ctx.db, owner.userId, { locationId: used.id });
    const { res, body } = await call(`/api/v1/locations/${used.id}`, { method: 'DELETE' }, owner);
    expect(res.status).toBe(409);
    expect(body.code).toBe('location.in_use');
    expect((await call('/api/v1/locations', {}, owner)).body.items).toHaveLength(1);
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const { res, body } = await call('/api/v1/locations/nao-existe', { method: 'DELETE' }, owner);
    expect(res.status).toBe(404);
    expect(body.code).toBe('location.not_found');
  });

  it('filters the own list by text, accents and case ignored', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    await createLocation(ctx.db, owner.userId, { name: 'Galpão do Samba', isPublic: false });
    await createLocation(ctx.db, owner.userId, { name: 'Teatro Oficina', reference: 'Bixiga' });
    const found = await call('/api/v1/locations?q=GALPAO', {}, owner);
    expect(found.body.items.map((l) => l.name)).toEqual(['Galpão do Samba']);
    const byReference = await call('/api/v1/locations?q=bixiga', {}, owner);
    expect(byReference.body.items.map((l) => l.name)).toEqual(['Teatro Oficina']);
  });

  it('limits the public search to 5 by default and 20 at most', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const searcher = await signUpAndSignIn(ctx.app, ctx.db);
    for (let i = 0; i < 22; i++) {
      await createLocation(ctx.db, owner.userId, { name: `Arena ${String(i).padStart(2, '0')}` });
    }
    const byDefault = await call('/api/v1/locations/public?q=arena', {}, searcher);
    expect(byDefault.body.items.map((l) => l.name)).toEqual([
      'Arena 00',
      'Arena 01',
      'Arena 02',
      'Arena 03',
      'Arena 04',
    ]);
    const screen = await call('/api/v1/locations/public?q=arena&limit=20', {}, searcher);
    expect(screen.body.items).toHaveLength(20);
    const tooMany = await call('/api/v1/locations/public?q=arena&limit=21', {}, searcher);
    expect(tooMany.res.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.message).toBe('O limite deve estar entre 1 e 20.');
  });

  it('refuses cookie writes from another site', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const res = await ctx.app.request('/api/v1/locations', {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(venue),
    });
    expect(res.status).toBe(403);
  });
});

describeEachBackend('GET /api/v1/selection-options', (ctx) => {
  const get = async (query: string) => {
    const res = await ctx.app.request(`/api/v1/selection-options${query}`);
    return { res, body: (await res.json()) as SelectionOptionList & Problem };
  };

  it('lists the accessibility options in pt-BR by name for anyone', async () => {
    const { res, body } = await get('?type=accessibility');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body.items.length).toBeGreaterThanOrEqual(12);
    const names = body.items.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    expect(body.items.find((o) => o.key === 'libras_interpretation')).toMatchObject({
      name: 'Intérprete de Libras',
      type: 'accessibility',
      category: 'hearing',
    });
  });

  it('translates names into every interface language', async () => {
    for (const [lang, expected] of [
      ['en', 'Accessible toilet'],
      ['es', 'Baño accesible'],
      ['zh', '无障碍卫生间'],
      ['ar', 'دورة مياه مهيأة لذوي الإعاقة'],
    ] as const) {
      const { body } = await get(`?type=accessibility&lang=${lang}`);
      expect(body.items.find((o) => o.key === 'accessible_toilet')?.name).toBe(expected);
    }
  });

  it('rejects an unknown type or language with a clear message', async () => {
    expect((await get('?type=colours')).body.errors?.[0]?.message).toBe('Tipo de opção inválido.');
    expect((await get('?lang=fr')).res.status).toBe(400);
  });
});
