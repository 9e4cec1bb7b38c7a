import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { seededIds } from '../../test/bad-input/route-inputs.ts';
import { routeTargets } from '../../test/bad-input/route-targets.ts';
import { serverErrorsFor } from '../../test/bad-input/server-errors.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { broadcastSettled } from './broadcasts.service.ts';

/**
 * The shared bad-input corpus meets the broadcast routes as a signed-in user everywhere else; only
 * an administrator gets past their guard, so here the corpus is driven as one. No 5xx, ever.
 */
describeEachBackend(
  'bad input on the broadcast routes, as an administrator',
  (ctx) => {
    it('never answers a 5xx', { timeout: 300_000 }, async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const someone = await createProfile(ctx.db);
      const ids = seededIds({ usernames: [someone.username ?? 'ninguem'] });
      const targets = routeTargets(ctx.app).filter((t) => t.path.startsWith('/api/v1/admin/notifications'));
      expect(targets.map((t) => `${t.method} ${t.path}`).sort()).toEqual([
        'GET /api/v1/admin/notifications',
        'GET /api/v1/admin/notifications/:id',
        'POST /api/v1/admin/notifications',
      ]);
      const started: string[] = [];
      const failures = await serverErrorsFor(
        ctx.app,
        targets,
        ids,
        { pathRuns: 8, queryRuns: 8, bodyRuns: 24, seed: 15 },
        admin.cookie,
        (status, text) => {
          if (status === 202) started.push((JSON.parse(text) as { id: string }).id);
        },
      );
      await Promise.all(started.map(broadcastSettled));
      expect(failures).toEqual([]);
    });
  },
  { database: 'per-suite' },
);
