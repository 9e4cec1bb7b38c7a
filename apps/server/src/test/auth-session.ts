import { randomUUID } from 'node:crypto';
import { CONSENT_TYPES, CURRENT_CONSENT_VERSIONS } from '@eventos/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { authUsers, profilePrivate, profiles, userConsents } from '../db/schema/index.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'senha-segura-123';

export interface SignedInUser {
  userId: string;
  email: string;
  password: string;
  /** The session cookie pair ("name=value"). */
  cookie: string;
  /** Cookie plus a same-origin Origin: what a browser sends with a mutating request. */
  headers: Record<string, string>;
}

export interface SignUpOptions {
  email?: string;
  password?: string;
  name?: string;
  /** none: no profile row yet; pending: profile without the required fields; complete: active. */
  profile?: 'none' | 'pending' | 'complete';
  role?: 'user' | 'moderator' | 'admin';
  /** Whether the current terms and privacy versions are accepted (default: yes, unless profile none). */
  consents?: boolean;
  username?: string;
}

/** The session cookie a sign-in answer sets. */
export function sessionCookieFrom(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('eventos.session_token='));
  if (!cookie) throw new Error(`no session cookie in answer ${response.status}`);
  return cookie;
}

export async function signIn(app: App, email: string, password: string): Promise<Response> {
  return app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
}

/**
 * A real account through the real endpoints: sign-up over HTTP, the e-mail marked confirmed (as
 * the link in the mail would), the profile arranged as asked, then sign-in over HTTP.
 */
export async function signUpAndSignIn(
  app: App,
  db: Database,
  opts: SignUpOptions = {},
): Promise<SignedInUser> {
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = opts.password ?? TEST_PASSWORD;
  const signUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ name: opts.name ?? 'Ana Souza', email, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const [user] = await db
    .update(authUsers)
    .set({ emailVerified: true })
    .where(eq(authUsers.email, email))
    .returning({ id: authUsers.id });
  if (!user) throw new Error('signed-up user not found');

  const profile = opts.profile ?? 'complete';
  if (profile !== 'none') {
    const complete = profile === 'complete';
    await db.insert(profiles).values({
      id: user.id,
      username: complete ? (opts.username ?? `user_${user.id.slice(0, 8)}`) : null,
      firstName: complete ? 'Ana' : null,
      lastName: complete ? 'Souza' : null,
      role: opts.role ?? 'user',
      status: complete ? 'active' : 'pending',
    });
    await db
      .insert(profilePrivate)
      .values({ profileId: user.id, email, birthDate: complete ? '1990-05-17' : null });
    if (opts.consents ?? true) {
      await db.insert(userConsents).values(
        CONSENT_TYPES.map((consentType) => ({
          userId: user.id,
          consentType,
          version: CURRENT_CONSENT_VERSIONS[consentType],
          origin: 'web',
        })),
      );
    }
  }

  const response = await signIn(app, email, password);
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookieFrom(response);
  return { userId: user.id, email, password, cookie, headers: { cookie, origin: TEST_ORIGIN } };
}
