import { CURRENT_CONSENT_VERSIONS, type MeResponse, type Problem } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';

const complete = { firstName: 'Maria', lastName: 'Lima', username: 'maria.lima', birthDate: '1990-05-17' };

describeEachBackend('/api/v1/me', (ctx) => {
  const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
    const res = await ctx.app.request(`/api/v1/me${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { res, body: (await res.json()) as MeResponse & Problem };
  };
  const profileRow = async (id: string) => {
    const [row] = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`SELECT p.username, p.first_name, p.last_name, p.bio, p.role, p.status, p.language,
                 to_char(pp.birth_date, 'YYYY-MM-DD') AS birth_date
          FROM profiles p LEFT JOIN profile_private pp ON pp.profile_id = p.id WHERE p.id = ${id}`,
    );
    return row;
  };

  describe('as a visitor', () => {
    it.each([
      ['GET', '', undefined],
      ['PATCH', '', { firstName: 'Maria' }],
      ['POST', '/consents', { consentType: 'terms', version: CURRENT_CONSENT_VERSIONS.terms }],
    ])('%s /me%s answers 401 auth.unauthenticated', async (method, path, body) => {
      const { res, body: problem } = await call(method, path, {}, body);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(problem).toMatchObject({
        status: 401,
        code: 'auth.unauthenticated',
        detail: 'Usuário não autenticado',
      });
    });

    it('gets 401 with a session cookie that is not a session', async () => {
      const { res } = await call('GET', '', { cookie: 'eventos.session_token=forjado.assinatura' });
      expect(res.status).toBe(401);
    });
  });

  describe('GET', () => {
    it('creates the profile on first read in the language the interface sends', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'none', email: 'maria@example.test' });
      const { res, body } = await call('GET', '', { ...user.headers, 'x-eventos-language': 'es' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(body.profile).toMatchObject({
        id: user.userId,
        email: 'maria@example.test',
        status: 'pending',
        role: 'user',
        language: 'es',
        complete: false,
      });
      expect(body.pendingConsents).toEqual(['terms', 'privacy']);
      expect(body.providers).toEqual(['credential']);
      expect(await profileRow(user.userId)).toMatchObject({ status: 'pending', language: 'es' });
    });

    it('falls back to pt-BR for a missing or unknown language', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'none' });
      const { body } = await call('GET', '', { ...user.headers, 'x-eventos-language': 'fr' });
      expect(body.profile.language).toBe('pt-BR');
    });

    it('answers each caller with their own profile only', async () => {
      const ana = await signUpAndSignIn(ctx.app, ctx.db, { username: 'ana' });
      const bia = await signUpAndSignIn(ctx.app, ctx.db, { username: 'bia' });
      const forAna = await call('GET', '', ana.headers);
      const forBia = await call('GET', '', bia.headers);
      expect(forAna.body.profile).toMatchObject({ id: ana.userId, username: 'ana', email: ana.email });
      expect(forBia.body.profile).toMatchObject({ id: bia.userId, username: 'bia', email: bia.email });
      expect(forAna.body.profile).toMatchObject({ complete: true, birthDate: '1990-05-17' });
      expect(forAna.body.pendingConsents).toEqual([]);
    });

    it('shows an admin their role', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const { body } = await call('GET', '', admin.headers);
      expect(body.profile).toMatchObject({ id: admin.userId, role: 'admin', complete: true });
    });
  });

  describe('PATCH', () => {
    it('completes the profile: birth date kept private, profile activated', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'none' });
      const { res, body } = await call('PATCH', '', user.headers, { ...complete, username: '  Maria.Lima ' });
      expect(res.status).toBe(200);
      expect(body.profile).toMatchObject({ ...complete, status: 'active', complete: true });
      expect(await profileRow(user.userId)).toMatchObject({
        username: 'maria.lima',
        birth_date: '1990-05-17',
        status: 'active',
      });
    });

    it('changes only the caller, ignoring any id, role or status in the body', async () => {
      const ana = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
      const bia = await signUpAndSignIn(ctx.app, ctx.db, { username: 'bia' });
      const before = await profileRow(bia.userId);
      const { res, body } = await call('PATCH', '', ana.headers, {
        id: bia.userId,
        role: 'admin',
        status: 'active',
        firstName: 'Ana Paula',
        bio: 'Organizo rodas de samba.',
      });
      expect(res.status).toBe(200);
      expect(body.profile).toMatchObject({
        id: ana.userId,
        firstName: 'Ana Paula',
        role: 'user',
        status: 'pending',
      });
      expect(await profileRow(ana.userId)).toMatchObject({
        role: 'user',
        status: 'pending',
        first_name: 'Ana Paula',
      });
      expect(await profileRow(bia.userId)).toEqual(before);
    });

    it('lets an admin edit their own profile and nobody else’s, keeping the role', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const other = await signUpAndSignIn(ctx.app, ctx.db);
      const before = await profileRow(other.userId);
      const { res, body } = await call('PATCH', '', admin.headers, { id: other.userId, lastName: 'Admin' });
      expect(res.status).toBe(200);
      expect(body.profile).toMatchObject({ id: admin.userId, lastName: 'Admin', role: 'admin' });
      expect(await profileRow(other.userId)).toEqual(before);
    });

    it('answers 409 with a field error for a username taken in another letter case', async () => {
      await signUpAndSignIn(ctx.app, ctx.db, { username: 'maria.lima' });
      const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
      const { res, body } = await call('PATCH', '', user.headers, { ...complete, username: 'Maria.Lima' });
      expect(res.status).toBe(409);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(body.code).toBe('validation.account.username.taken');
      expect(body.errors).toEqual([
        {
          path: 'username',
          code: 'validation.account.username.taken',
          message: 'Este nome de usuário já está em uso.',
        },
      ]);
      expect(await profileRow(user.userId)).toMatchObject({
        first_name: null,
        birth_date: null,
        status: 'pending',
      });
    });

    it.each([
      ['username', 'validation.account.username.too_short', 'ab'],
      ['username', 'validation.account.username.invalid', 'Maria Lima'],
      ['birthDate', 'validation.account.birth_date.too_young', '2030-01-01'],
      ['birthDate', 'validation.account.birth_date.invalid', '1990-02-30'],
      ['firstName', 'validation.account.first_name.required', '   '],
      ['bio', 'validation.account.bio.too_long', 'x'.repeat(501)],
      ['language', 'validation.invalid', 'fr'],
    ])('refuses %s with %s and changes nothing', async (field, code, value) => {
      const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
      const before = await profileRow(user.userId);
      const { res, body } = await call('PATCH', '', user.headers, { firstName: 'Maria', [field]: value });
      expect(res.status).toBe(400);
      expect(body.errors).toContainEqual(expect.objectContaining({ path: field, code }));
      expect(await profileRow(user.userId)).toEqual(before);
    });

    it('answers 400 to a body that is not JSON', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const { res, body } = await call('PATCH', '', user.headers, 'não é json');
      expect(res.status).toBe(400);
      expect(body.code).toBe('request.invalid');
    });

    it('refuses a change sent with the session cookie from another site', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
      const { res } = await call(
        'PATCH',
        '',
        { cookie: user.cookie, origin: 'https://malicioso.example' },
        complete,
      );
      expect(res.status).toBe(403);
      expect(await profileRow(user.userId)).toMatchObject({ first_name: null });
    });
  });

  describe('POST /consents', () => {
    it('records the accepted documents until none is pending', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending', consents: false });
      const terms = await call('POST', '/consents', user.headers, {
        consentType: 'terms',
        version: CURRENT_CONSENT_VERSIONS.terms,
      });
      expect(terms.res.status).toBe(200);
      expect(terms.body.pendingConsents).toEqual(['privacy']);
      const privacy = await call('POST', '/consents', user.headers, {
        consentType: 'privacy',
        version: CURRENT_CONSENT_VERSIONS.privacy,
        origin: 'ios',
      });
      expect(privacy.body.pendingConsents).toEqual([]);
      const rows = await queryRows<{
        user_id: string;
        consent_type: string;
        version: string;
        origin: string;
      }>(ctx.db, sql`SELECT user_id, consent_type, version, origin FROM user_consents ORDER BY consent_type`);
      expect(rows).toEqual([
        {
          user_id: user.userId,
          consent_type: 'privacy',
          version: CURRENT_CONSENT_VERSIONS.privacy,
          origin: 'ios',
        },
        {
          user_id: user.userId,
          consent_type: 'terms',
          version: CURRENT_CONSENT_VERSIONS.terms,
          origin: 'web',
        },
      ]);
    });

    it('creates the profile of a brand-new account before recording its consent', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'none' });
      const { res, body } = await call('POST', '/consents', user.headers, {
        consentType: 'terms',
        version: CURRENT_CONSENT_VERSIONS.terms,
      });
      expect(res.status).toBe(200);
      expect(body.profile).toMatchObject({ id: user.userId, status: 'pending' });
    });

    it.each([
      [{ consentType: 'terms', version: '0.0.1' }, 'version', 'validation.account.consent.version_outdated'],
      [{ consentType: 'cookies', version: '1.0.0' }, 'consentType', 'validation.invalid'],
      [
        { consentType: 'terms', version: CURRENT_CONSENT_VERSIONS.terms, origin: 'fax' },
        'origin',
        'validation.invalid',
      ],
    ])('refuses %j', async (input, path, code) => {
      const user = await signUpAndSignIn(ctx.app, ctx.db, { consents: false });
      const { res, body } = await call('POST', '/consents', user.headers, input);
      expect(res.status).toBe(400);
      expect(body.errors).toContainEqual(expect.objectContaining({ path, code }));
      const [row] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM user_consents`);
      expect(row?.n).toBe(0);
    });
  });
});
