import type { MeResponse, Problem, ProfileDetail } from '@eventos/domain';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { api } from '../notifications/testing/notifications-api.ts';

type Body = MeResponse & Problem;

/** PATCH /api/v1/me takes the city of the public profile: trimmed, blank clears it, at most 80. */
describeEachBackend('the profile city', (ctx) => {
  it('keeps the city trimmed, shows it on the public profile, and clears it when blank or null', async () => {
    const call = api(ctx.app);
    const user = await signUpAndSignIn(ctx.app, ctx.db, { username: 'de.recife' });
    expect((await call<Body>('/api/v1/me', {}, user)).body.profile.city).toBeNull();

    const saved = await call<Body>('/api/v1/me', { method: 'PATCH', json: { city: '  Recife  ' } }, user);
    expect(saved.res.status).toBe(200);
    expect(saved.body.profile.city).toBe('Recife');
    expect((await call<ProfileDetail>('/api/v1/profiles/de.recife')).body.city).toBe('Recife');

    // Other changes leave it as it is.
    await call('/api/v1/me', { method: 'PATCH', json: { bio: 'Frevo' } }, user);
    expect((await call<Body>('/api/v1/me', {}, user)).body.profile.city).toBe('Recife');

    for (const blank of ['   ', '', null]) {
      await call('/api/v1/me', { method: 'PATCH', json: { city: 'Olinda' } }, user);
      const cleared = await call<Body>('/api/v1/me', { method: 'PATCH', json: { city: blank } }, user);
      expect(cleared.body.profile.city, String(blank)).toBeNull();
    }
  });

  it('takes 80 characters and refuses 81 with the spec’s message, changing nothing', async () => {
    const call = api(ctx.app);
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const longest = 'C'.repeat(80);
    expect(
      (await call<Body>('/api/v1/me', { method: 'PATCH', json: { city: longest } }, user)).body.profile.city,
    ).toBe(longest);
    const refused = await call<Body>('/api/v1/me', { method: 'PATCH', json: { city: `${longest}x` } }, user);
    expect(refused.res.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        path: 'city',
        code: 'validation.profile.city.too_long',
        message: 'A cidade deve ter no máximo 80 caracteres.',
      },
    ]);
    const notText = await call<Body>('/api/v1/me', { method: 'PATCH', json: { city: 42 } }, user);
    expect(notText.res.status).toBe(400);
    expect((await call<Body>('/api/v1/me', {}, user)).body.profile.city).toBe(longest);
  });
});
