import { expect, it } from 'vitest';
import { themes } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { seededIds } from '../../test/bad-input/route-inputs.ts';
import { routeTargets } from '../../test/bad-input/route-targets.ts';
import { serverErrorsFor } from '../../test/bad-input/server-errors.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';

/**
 * The shared bad-input corpus meets the admin theme routes as a signed-in user everywhere else; only
 * an administrator gets past their guard, so here the corpus is driven as one, on the seeded themes.
 * No 5xx, ever; the public applied theme stays answerable afterwards.
 */
describeEachBackend(
  'bad input on the theme routes, as an administrator',
  (ctx) => {
    it('never answers a 5xx', { timeout: 300_000 }, async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const seeded = await ctx.db.select({ id: themes.id }).from(themes);
      const ids = seededIds();
      const targets = routeTargets(ctx.app).filter(
        (t) => t.path.startsWith('/api/v1/admin/themes') || t.path.startsWith('/api/v1/themes'),
      );
      expect(targets.map((t) => `${t.method} ${t.path}`).sort()).toEqual([
        'DELETE /api/v1/admin/themes/:id',
        'DELETE /api/v1/admin/themes/:id/select',
        'GET /api/v1/admin/themes',
        'GET /api/v1/themes/active',
        'PATCH /api/v1/admin/themes/:id',
        'PATCH /api/v1/admin/themes/:id/active',
        'POST /api/v1/admin/themes',
        'POST /api/v1/admin/themes/:id/select',
      ]);
      // Each route with an id is also driven on a seeded theme (its other parts still bad), deletion
      // last, so the other routes meet an existing theme.
      const onSeeded = targets
        .filter((t) => t.slots.length > 0)
        .map((t) => ({ ...t, path: t.path.replace(':id', seeded[0]?.id ?? 'x'), slots: [] }));
      const ordered = [...targets, ...onSeeded].sort(
        (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
      );
      const failures = await serverErrorsFor(
        ctx.app,
        ordered,
        ids,
        { pathRuns: 8, queryRuns: 8, bodyRuns: 24, seed: 21 },
        admin.cookie,
      );
      expect(failures).toEqual([]);
      expect((await ctx.app.request('/api/v1/themes/active')).status).toBe(200);
    });
  },
  { database: 'per-suite' },
);
