import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { seededIds } from '../../test/bad-input/route-inputs.ts';
import { routeTargets } from '../../test/bad-input/route-targets.ts';
import { serverErrorsFor } from '../../test/bad-input/server-errors.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';

const ROUTES = [
  'GET /api/v1/admin/audit-log',
  'GET /api/v1/admin/dashboard',
  'GET /api/v1/admin/people',
  'GET /api/v1/admin/pwa-stats',
  'PUT /api/v1/admin/people/:id/role',
];

/**
 * The shared bad-input corpus meets the admin console's routes as a signed-in user everywhere else;
 * only an administrator gets past their guard, so here it is driven as one. No 5xx, ever.
 */
describeEachBackend(
  'bad input on the admin console routes, as an administrator',
  (ctx) => {
    it('never answers a 5xx', { timeout: 300_000 }, async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const someone = await createProfile(ctx.db);
      const ids = seededIds({
        usernames: [someone.username ?? 'ninguem'],
        personIds: [someone.id, admin.userId],
      });
      const targets = routeTargets(ctx.app).filter((t) => ROUTES.includes(`${t.method} ${t.path}`));
      expect(targets.map((t) => `${t.method} ${t.path}`).sort()).toEqual(ROUTES);
      const failures = await serverErrorsFor(
        ctx.app,
        targets,
        ids,
        { pathRuns: 8, queryRuns: 12, bodyRuns: 24, seed: 21 },
        admin.cookie,
      );
      expect(failures).toEqual([]);
    });
  },
  { database: 'per-suite', ...MANY_SIGN_UPS },
);
