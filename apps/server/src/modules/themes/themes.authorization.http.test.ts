import { DEFAULT_THEME_COLORS, type Problem } from '@eventos/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { profiles, themes } from '../../db/schema/index.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { api } from '../notifications/testing/notifications-api.ts';

const body = {
  name: 'Primavera',
  description: null,
  startDate: null,
  endDate: null,
  priority: 20,
  baseColor: '#2E7D32',
  colors: DEFAULT_THEME_COLORS,
};

/**
 * Theme management is for administrators only (spec §6): every admin route × visitor (401),
 * signed-in user and moderator (403, which the web app shows as 'Acesso Negado'), administrator.
 * The applied theme is public.
 */
describeEachBackend('theme routes by role', (ctx) => {
  it('lets administrators only manage themes, and everyone read the applied theme', async () => {
    const call = api(ctx.app);
    const [admin, user, moderator] = [
      await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
      await signUpAndSignIn(ctx.app, ctx.db),
      await signUpAndSignIn(ctx.app, ctx.db),
    ];
    await ctx.db.update(profiles).set({ role: 'moderator' }).where(eq(profiles.id, moderator.userId));
    const [seeded] = await ctx.db.select().from(themes).where(eq(themes.name, 'business'));
    const id = seeded?.id ?? '';

    const routes = [
      ['GET', '/api/v1/admin/themes', undefined, 200],
      ['GET', '/api/v1/admin/themes?active=true', undefined, 200],
      ['POST', '/api/v1/admin/themes', body, 201],
      ['PATCH', `/api/v1/admin/themes/${id}`, body, 200],
      ['PATCH', `/api/v1/admin/themes/${id}/active`, { isActive: true }, 200],
      ['POST', `/api/v1/admin/themes/${id}/select`, undefined, 200],
      ['DELETE', `/api/v1/admin/themes/${id}/select`, undefined, 200],
      ['DELETE', `/api/v1/admin/themes/${id}`, undefined, 204],
    ] as const;
    const callers: [string, SignedInUser | undefined, number, string][] = [
      ['visitor', undefined, 401, 'auth.unauthenticated'],
      ['user', user, 403, 'auth.forbidden'],
      ['moderator', moderator, 403, 'auth.forbidden'],
    ];
    for (const [method, path, json, ok] of routes) {
      for (const [who, caller, status, code] of callers) {
        const { res, body: problem } = await call<Problem>(
          path,
          { method, ...(json ? { json } : {}) },
          caller,
        );
        expect([method, path, who, res.status, problem.code]).toEqual([method, path, who, status, code]);
        if (status === 403) expect(problem.detail).toBe('Você não tem permissão para acessar esta página.');
      }
      const { res } = await call(path, { method, ...(json ? { json } : {}) }, admin);
      expect([method, path, 'admin', res.status]).toEqual([method, path, 'admin', ok]);
    }
    // Nothing the refused callers sent reached the table: only the administrator's theme was added.
    expect((await ctx.db.select().from(themes)).map((t) => t.name).sort()).toEqual([
      'Primavera',
      'carnival',
      'christmas',
      'default',
    ]);

    for (const caller of [undefined, user, moderator, admin]) {
      const { res } = await call('/api/v1/themes/active', {}, caller);
      expect(res.status).toBe(200);
    }
  });
});
