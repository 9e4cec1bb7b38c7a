import { changePasswordSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/create-auth.ts';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { deleteAccount, listSessions, revokeOtherSessions, revokeSession } from './account.service.ts';

const sessionIdSchema = z.uuid({ message: 'session.not_found' });

/**
 * The signed-in user's account: password change, active sessions, and deleting the account.
 * Mounted at /api/v1/me beside the profile routes.
 */
export function accountRoutes(auth: Auth, opts: { uploadsDir: string }) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      noStore(c);
      await next();
    })
    .post('/password', signedIn, async (c) => {
      const body = parseOrProblem(changePasswordSchema, await jsonBody(c));
      try {
        const { headers } = await auth.api.changePassword({
          body,
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        // With the other sessions revoked, this device gets a fresh session cookie.
        for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      } catch (err) {
        const code = (err as { body?: { code?: string } }).body?.code;
        if (code === 'INVALID_PASSWORD') {
          throw new HttpProblem(400, 'auth.current_password_incorrect', [
            {
              path: 'currentPassword',
              code: 'auth.current_password_incorrect',
              message: 'Senha atual incorreta',
            },
          ]);
        }
        if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new HttpProblem(400, 'auth.failed');
        throw err;
      }
      return c.body(null, 204);
    })
    .get('/sessions', signedIn, async (c) => {
      const { userId } = callerOf(c);
      return c.json(await listSessions(c.get('database').db, userId, c.get('sessionId')));
    })
    .post('/sessions/revoke-others', signedIn, async (c) => {
      const { userId } = callerOf(c);
      await revokeOtherSessions(c.get('database').db, userId, c.get('sessionId'));
      return c.body(null, 204);
    })
    .delete('/sessions/:id', signedIn, async (c) => {
      const { userId } = callerOf(c);
      const parsed = sessionIdSchema.safeParse(c.req.param('id'));
      if (!parsed.success) throw new HttpProblem(404, 'session.not_found');
      await revokeSession(c.get('database').db, userId, parsed.data);
      return c.body(null, 204);
    })
    .delete('/', signedIn, async (c) => {
      const { userId } = callerOf(c);
      try {
        await deleteAccount(c.get('database').db, userId, opts.uploadsDir);
      } catch (err) {
        if (err instanceof HttpProblem) throw err;
        c.get('log').error({ err }, 'account deletion failed');
        throw new HttpProblem(500, 'account.delete_failed');
      }
      // The session rows are gone with the user; clear the browser's cookie too.
      const { headers } = await auth.api
        .signOut({ headers: c.req.raw.headers, returnHeaders: true })
        .catch(() => ({
          headers: new Headers(),
        }));
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.body(null, 204);
    });
}

/** GET /api/v1/auth/providers: which OAuth providers are configured (the others stay hidden). */
export function authProvidersRoutes(opts: { google: boolean; apple: boolean }) {
  return new Hono<AppEnv>().get('/providers', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ google: opts.google, apple: opts.apple });
  });
}
