import type { Problem, PublicProfile } from '@eventos/domain';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';

describeEachBackend('GET /api/v1/profiles/{username}', (ctx) => {
  const get = async (username: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.request(`/api/v1/profiles/${encodeURIComponent(username)}`, { headers });
    return { res, body: (await res.json()) as PublicProfile & Problem };
  };

  it('shows visitors the public fields of an active profile, in any letter case', async () => {
    const maria = await createProfile(ctx.db, { username: 'maria.lima', bio: 'Samba aos sábados.' });
    const { res, body } = await get('Maria.Lima');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(body).toEqual({
      id: maria.id,
      username: 'maria.lima',
      firstName: 'Ana',
      lastName: 'Souza',
      bio: 'Samba aos sábados.',
      avatarPath: null,
      createdAt: maria.createdAt.toISOString(),
    });
  });

  it('never shows e-mail, birth date, role or status, to users and admins either', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dona.do.perfil', role: 'admin' });
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    for (const headers of [{}, user.headers, owner.headers]) {
      const { res, body } = await get('dona.do.perfil', headers);
      expect(res.status).toBe(200);
      expect(body.id).toBe(owner.userId);
      expect(Object.keys(body).sort()).toEqual(
        ['avatarPath', 'bio', 'createdAt', 'firstName', 'id', 'lastName', 'username'].sort(),
      );
      expect(JSON.stringify(body)).not.toContain(owner.email);
      expect(JSON.stringify(body)).not.toContain('1990-05-17');
    }
    expect((await get('dona.do.perfil', user.headers)).res.headers.get('cache-control')).toBe(
      'private, no-store',
    );
  });

  it('answers 404 profile.not_found for a pending or unknown profile', async () => {
    const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
    const patched = await ctx.app.request('/api/v1/me', {
      method: 'PATCH',
      headers: { ...pending.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'quase.la' }),
    });
    expect(patched.status).toBe(200);
    for (const [name, headers] of [
      ['quase.la', {}],
      ['quase.la', pending.headers],
      ['ninguem', {}],
    ] as const) {
      const { res, body } = await get(name, headers);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(body).toMatchObject({ code: 'profile.not_found', detail: 'Perfil não encontrado.' });
    }
  });
});
