import { randomBytes } from 'node:crypto';
import { adminQuery } from './postgres-admin.ts';

/**
 * A confirmed account on a real server process at `baseUrl` (signed up over HTTP, its e-mail
 * confirmed straight in the database at `databaseUrl`): its session cookie ("name=value").
 */
export async function signedInCookieOver(
  baseUrl: string,
  databaseUrl: string,
  prefix: string,
): Promise<string> {
  const email = `${prefix}-${randomBytes(3).toString('hex')}@example.test`;
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  await post('/api/auth/sign-up/email', { name: 'Ana Souza', email, password: 'senha-segura-123' });
  await adminQuery(databaseUrl, `UPDATE auth_users SET email_verified = true WHERE email = '${email}'`);
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'senha-segura-123' });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('eventos.session_token='));
  if (!cookie) throw new Error(`no session cookie: ${signIn.status} ${await signIn.text()}`);
  return cookie;
}
