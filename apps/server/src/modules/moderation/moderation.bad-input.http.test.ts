import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import type { SeededIds } from '../../test/bad-input/route-inputs.ts';
import { routeTargets } from '../../test/bad-input/route-targets.ts';
import { serverErrorsFor } from '../../test/bad-input/server-errors.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';
import { moderationApi } from './moderation.test-helpers.ts';

/**
 * The shared bad-input corpus meets the report and moderation routes as a signed-in user everywhere
 * else; only an administrator gets past the queue's guard, so here the corpus is driven as one,
 * with open reports on the target so that actions reach the database. No 5xx, ever.
 */
describeEachBackend(
  'bad input on the report and moderation routes, as an administrator',
  (ctx) => {
    it('never answers a 5xx', { timeout: 300_000 }, async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const reporter = await signUpAndSignIn(ctx.app, ctx.db);
      const someone = await createProfile(ctx.db);
      const event = await createEvent(ctx.db, someone.id);
      await moderationApi(ctx.app).report(reporter, { targetType: 'profile', targetId: someone.id });
      await moderationApi(ctx.app).report(reporter, { targetType: 'event', targetId: event.id });
      const ids: SeededIds = {
        eventIds: [event.id],
        eventSlugs: [event.slug],
        locationIds: [],
        usernames: [someone.username ?? 'ninguem'],
        sessionIds: [],
        optionIds: [],
        personIds: [someone.id],
      };
      const targets = routeTargets(ctx.app).filter(
        (t) =>
          t.path.startsWith('/api/v1/admin/reports') ||
          t.path.startsWith('/api/v1/admin/moderation-log') ||
          t.path === '/api/v1/reports',
      );
      expect(targets.map((t) => `${t.method} ${t.path}`).sort()).toEqual([
        'GET /api/v1/admin/moderation-log',
        'GET /api/v1/admin/reports',
        'POST /api/v1/admin/reports/actions',
        'POST /api/v1/reports',
      ]);
      const failures = await serverErrorsFor(
        ctx.app,
        targets,
        ids,
        { pathRuns: 8, queryRuns: 12, bodyRuns: 24, seed: 19 },
        admin.cookie,
      );
      expect(failures).toEqual([]);
    });
  },
  { database: 'per-suite', ...MANY_SIGN_UPS },
);
