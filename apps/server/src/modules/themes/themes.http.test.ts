import {
  type ActiveTheme,
  DEFAULT_THEME_COLORS,
  type Problem,
  type Theme,
  type ThemeInput,
} from '@eventos/domain';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminAuditLog, themes } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { themesToday } from './themes-today.ts';

/** A calendar day `days` away from today in the themes' time zone. */
function day(days: number): string {
  const [y, m, d] = themesToday().split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

const input = (overrides: Partial<ThemeInput> = {}): ThemeInput => ({
  name: 'Festa Junina',
  description: 'Bandeirinhas e fogueira',
  startDate: null,
  endDate: null,
  priority: 30,
  baseColor: '#C2185B',
  colors: DEFAULT_THEME_COLORS,
  ...overrides,
});

describeEachBackend('themes', (ctx) => {
  const call = () => api(ctx.app);
  const admin = () => signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
  type Admin = Awaited<ReturnType<typeof admin>>;

  const create = async (who: Admin, overrides: Partial<ThemeInput> = {}) => {
    const { res, body } = await call()<Theme>(
      '/api/v1/admin/themes',
      { method: 'POST', json: input(overrides) },
      who,
    );
    expect(res.status).toBe(201);
    return body;
  };
  const active = async (who?: Admin) =>
    (await call()<ActiveTheme>('/api/v1/themes/active', {}, who)).body.theme;
  const audit = () => ctx.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt));

  it('seeds default, business, carnival and christmas in every install', async () => {
    const who = await admin();
    const { res, body } = await call()<{ items: Theme[] }>('/api/v1/admin/themes', {}, who);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const byName = Object.fromEntries(body.items.map((t) => [t.name, t]));
    expect(Object.keys(byName).sort()).toEqual(['business', 'carnival', 'christmas', 'default']);
    expect(byName.default).toMatchObject({
      baseColor: '#6750A4',
      colors: DEFAULT_THEME_COLORS,
      priority: 0,
      isActive: true,
      isSelected: false,
      startDate: null,
      endDate: null,
    });
    expect(byName.business).toMatchObject({ priority: 10, isActive: false, startDate: null, endDate: null });
    expect(byName.carnival).toMatchObject({
      priority: 50,
      isActive: true,
      startDate: '2027-02-01',
      endDate: '2027-03-15',
    });
    expect(byName.christmas).toMatchObject({
      priority: 50,
      isActive: true,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    // Ordered by priority, highest first.
    expect(body.items.map((t) => t.priority)).toEqual([50, 50, 10, 0]);
  });

  it('creates (always active), edits, switches, deletes, and records every write in the audit log', async () => {
    const who = await admin();
    const created = await create(who);
    expect(created).toMatchObject({ name: 'Festa Junina', priority: 30, isActive: true, isSelected: false });
    expect(created.createdAt).toBe(created.updatedAt);

    const inactive = await ctx.db
      .update(themes)
      .set({ isActive: false })
      .where(eq(themes.id, created.id))
      .returning();
    expect(inactive[0]?.isActive).toBe(false);
    const changedColors = {
      ...DEFAULT_THEME_COLORS,
      dark: { ...DEFAULT_THEME_COLORS.dark, primary: '#123456' },
    };
    const edited = await call()<Theme>(
      `/api/v1/admin/themes/${created.id}`,
      {
        method: 'PATCH',
        json: input({
          name: 'São João',
          priority: 40,
          colors: changedColors,
          startDate: day(-1),
          endDate: day(1),
        }),
      },
      who,
    );
    expect(edited.res.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'São João',
      priority: 40,
      startDate: day(-1),
      endDate: day(1),
      isActive: false,
    });
    expect(edited.body.colors.dark.primary).toBe('#123456');
    expect(edited.body.updatedAt > created.updatedAt).toBe(true);
    expect(edited.body.createdAt).toBe(created.createdAt);

    const switched = await call()<Theme>(
      `/api/v1/admin/themes/${created.id}/active`,
      { method: 'PATCH', json: { isActive: true } },
      who,
    );
    expect(switched.body.isActive).toBe(true);
    const off = await call()<Theme>(
      `/api/v1/admin/themes/${created.id}/active`,
      { method: 'PATCH', json: { isActive: false } },
      who,
    );
    expect(off.body.isActive).toBe(false);

    const gone = await call()(`/api/v1/admin/themes/${created.id}`, { method: 'DELETE' }, who);
    expect(gone.res.status).toBe(204);
    expect(await ctx.db.select().from(themes).where(eq(themes.id, created.id))).toEqual([]);

    const entries = await audit();
    expect(entries.map((e) => e.action).reverse()).toEqual([
      'theme.create',
      'theme.update',
      'theme.activate',
      'theme.deactivate',
      'theme.delete',
    ]);
    expect(
      entries.every((e) => e.actorId === who.userId && e.targetType === 'theme' && e.targetId === created.id),
    ).toBe(true);
    const update = entries.find((e) => e.action === 'theme.update');
    expect(update?.before).toMatchObject({ name: 'Festa Junina', priority: 30, isActive: false });
    expect(update?.after).toMatchObject({ name: 'São João', priority: 40, colorsChanged: ['dark'] });
    expect(update?.after).not.toHaveProperty('colors');
    expect(entries.find((e) => e.action === 'theme.delete')).toMatchObject({
      targetLabel: 'São João',
      after: null,
    });
  });

  it('selects one theme at a time, and lifting the pin brings back the choice by priority', async () => {
    const who = await admin();
    await ctx.db.delete(themes);
    const low = await create(who, { name: 'Baixa', priority: 5 });
    const high = await create(who, { name: 'Alta', priority: 90 });
    expect((await active())?.id).toBe(high.id);

    const first = await call()<Theme>(`/api/v1/admin/themes/${low.id}/select`, { method: 'POST' }, who);
    expect(first.body).toMatchObject({ id: low.id, isSelected: true });
    expect((await active())?.id).toBe(low.id);
    const second = await call()<Theme>(`/api/v1/admin/themes/${high.id}/select`, { method: 'POST' }, who);
    expect(second.body.isSelected).toBe(true);
    const rows = await ctx.db.select().from(themes).where(eq(themes.isSelected, true));
    expect(rows.map((r) => r.id)).toEqual([high.id]);

    const lifted = await call()<Theme>(`/api/v1/admin/themes/${high.id}/select`, { method: 'DELETE' }, who);
    expect(lifted.body).toMatchObject({ id: high.id, isSelected: false });
    expect(await ctx.db.select().from(themes).where(eq(themes.isSelected, true))).toEqual([]);
    expect((await active())?.id).toBe(high.id);
    const selects = (await audit()).filter((e) => e.action === 'theme.select');
    expect(selects).toHaveLength(3);
    expect(selects[0]).toMatchObject({ before: { isSelected: true }, after: { isSelected: false } });
  });

  it('applies the visible selected theme, else the highest priority visible one, for visitors and users', async () => {
    const who = await admin();
    await ctx.db.delete(themes);
    expect(await active()).toBeNull();
    const always = await create(who, { name: 'Sempre', priority: 10 });
    expect(await active()).toMatchObject({ id: always.id, name: 'Sempre', colors: DEFAULT_THEME_COLORS });
    // A start without an end is excluded, whatever its priority.
    await create(who, { name: 'Só início', priority: 100, startDate: day(-3) });
    // Windows that do not hold today are not shown.
    await create(who, { name: 'Futuro', priority: 100, startDate: day(1), endDate: day(5) });
    await create(who, { name: 'Passado', priority: 100, startDate: day(-5), endDate: day(-1) });
    expect((await active())?.id).toBe(always.id);
    // An end without a start holds until the end (inclusive).
    const untilToday = await create(who, { name: 'Até hoje', priority: 60, endDate: day(0) });
    expect((await active())?.id).toBe(untilToday.id);
    // A window that holds today, both ends inclusive, with a higher priority wins.
    const season = await create(who, { name: 'Temporada', priority: 70, startDate: day(0), endDate: day(0) });
    expect((await active())?.id).toBe(season.id);
    // The selected theme wins when visible…
    await call()(`/api/v1/admin/themes/${always.id}/select`, { method: 'POST' }, who);
    expect((await active())?.id).toBe(always.id);
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    expect((await active(user as Admin))?.id).toBe(always.id);
    // …and not when it is inactive: the priority rule takes over.
    await call()(
      `/api/v1/admin/themes/${always.id}/active`,
      { method: 'PATCH', json: { isActive: false } },
      who,
    );
    expect((await active())?.id).toBe(season.id);

    const { res } = await call()('/api/v1/themes/active');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await ctx.app.request('/api/v1/themes/active', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);

    const list = await call()<{ items: Theme[] }>('/api/v1/admin/themes?active=true', {}, who);
    expect(list.body.items.map((t) => t.name)).toEqual(['Temporada', 'Até hoje']);
    const all = await call()<{ items: Theme[] }>('/api/v1/admin/themes?active=false', {}, who);
    expect(all.body.items).toHaveLength(6);
  });

  it('answers the spec messages for bad input, and 404 for unknown or malformed ids', async () => {
    const who = await admin();
    const bad = async (json: unknown) => {
      const { res, body } = await call()<Problem>('/api/v1/admin/themes', { method: 'POST', json }, who);
      expect(res.status).toBe(400);
      return Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
    };
    expect(await bad(input({ name: 'A' }))).toEqual({ name: 'Nome deve ter pelo menos 2 caracteres' });
    expect(await bad(input({ baseColor: 'azul' }))).toEqual({ baseColor: 'Cor inválida.' });
    const colors = { ...DEFAULT_THEME_COLORS, light: { ...DEFAULT_THEME_COLORS.light, primary: 'var(--x)' } };
    expect(await bad(input({ colors }))).toEqual({ 'colors.light.primary': 'Cor inválida.' });
    expect(await bad(input({ priority: 101 }))).toEqual({
      priority: 'A prioridade deve ser um número de 0 a 100.',
    });
    expect(await bad(input({ priority: -1 }))).toEqual({
      priority: 'A prioridade deve ser um número de 0 a 100.',
    });
    expect(await bad(input({ startDate: '2027-01-10', endDate: '2027-01-09' }))).toEqual({
      endDate: 'A data final deve ser depois da data inicial.',
    });
    const query = await call()<Problem>('/api/v1/admin/themes?active=talvez', {}, who);
    expect(query.res.status).toBe(400);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      for (const [method, path, json] of [
        ['PATCH', `/api/v1/admin/themes/${id}`, input()],
        ['DELETE', `/api/v1/admin/themes/${id}`, undefined],
        ['PATCH', `/api/v1/admin/themes/${id}/active`, { isActive: true }],
        ['POST', `/api/v1/admin/themes/${id}/select`, undefined],
        ['DELETE', `/api/v1/admin/themes/${id}/select`, undefined],
      ] as const) {
        const { res, body } = await call()<Problem>(path, { method, ...(json ? { json } : {}) }, who);
        expect([method, path, res.status, body.code]).toEqual([method, path, 404, 'theme.not_found']);
        expect(body.detail).toBe('Tema não encontrado.');
      }
    }
    expect(await audit()).toEqual([]);
  });
});
