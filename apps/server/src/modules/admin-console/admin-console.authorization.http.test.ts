import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';
import { adminConsoleApi, answerOf } from './admin-console.test-helpers.ts';

type Actor = 'visitor' | 'user' | 'moderator' | 'admin';
const ACTORS: Actor[] = ['visitor', 'user', 'moderator', 'admin'];
const ROUTES = ['dashboard', 'people', 'role', 'auditLog', 'pwaStats'] as const;

const refused: Record<Actor, readonly [number, string | undefined]> = {
  visitor: [401, 'auth.unauthenticated'],
  user: [403, 'auth.forbidden'],
  moderator: [403, 'auth.forbidden'],
  admin: [200, undefined],
};

/**
 * Every admin-console route as a visitor, a signed-in user, a moderator (the reports queue only) and
 * an administrator: only the administrator is let in; the role is read from the database.
 */
describeEachBackend(
  'authorisation of the admin console routes',
  (ctx) => {
    it('only administrators are let in; a visitor is asked to sign in, anyone else refused', async () => {
      const c = adminConsoleApi(ctx.app);
      const actors: Record<Actor, SignedInUser | undefined> = {
        visitor: undefined,
        user: await signUpAndSignIn(ctx.app, ctx.db),
        moderator: await signUpAndSignIn(ctx.app, ctx.db, { role: 'moderator' }),
        admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
      };
      for (const actor of ACTORS) {
        const who = actors[actor];
        const target = await createProfile(ctx.db);
        const got = {
          dashboard: answerOf(await c.call('/api/v1/admin/dashboard', {}, who)),
          people: answerOf(await c.call('/api/v1/admin/people?q=ana', {}, who)),
          role: answerOf(await c.setRole(who, target.id, 'moderator')),
          auditLog: answerOf(await c.call('/api/v1/admin/audit-log', {}, who)),
          pwaStats: answerOf(await c.call('/api/v1/admin/pwa-stats', {}, who)),
        };
        expect([actor, got]).toEqual([actor, Object.fromEntries(ROUTES.map((r) => [r, refused[actor]]))]);
      }
    });

    it('a refused caller is never told what is wrong with the request', async () => {
      const c = adminConsoleApi(ctx.app);
      const moderator = await signUpAndSignIn(ctx.app, ctx.db, { role: 'moderator' });
      const bad = await c.call(
        '/api/v1/admin/people/nada/role',
        { method: 'PUT', json: { role: 'rei' } },
        moderator,
      );
      expect(answerOf(bad)).toEqual([403, 'auth.forbidden']);
      const visitor = await c.call('/api/v1/admin/audit-log?action=nada');
      expect(answerOf(visitor)).toEqual([401, 'auth.unauthenticated']);
    });
  },
  MANY_SIGN_UPS,
);
