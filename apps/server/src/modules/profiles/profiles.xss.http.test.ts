import type { MeResponse, PersonPage, ProfileDetail } from '@eventos/domain';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { befriend, setPrivacy } from './testing/social-arrange.ts';

/**
 * Names, bios and cities made of markup are plain text: kept as typed (within their limits) and
 * answered as JSON by the profile, its friends list and people search, never turned into HTML; a
 * search term of markup is never echoed.
 */
describeEachBackend('XSS payloads in profile texts', (ctx) => {
  it('answers a name, bio and city of markup exactly as typed, as JSON, on every read', async () => {
    const call = api(ctx.app);
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'marcacao' });
    const friend = await signUpAndSignIn(ctx.app, ctx.db, { username: 'amiga.marcacao' });
    const reader = await signUpAndSignIn(ctx.app, ctx.db);
    await befriend(ctx.db, owner.userId, friend.userId);
    await setPrivacy(ctx.db, owner.userId, { friendsVisibility: 'everyone' });
    for (let i = 0; i < XSS_PAYLOADS.length; i += 20) {
      const [first = '', bio = '', city = ''] = XSS_PAYLOADS.slice(i, i + 3);
      const typed = {
        firstName: first.slice(0, 60).trim() || 'Ana',
        bio: bio.slice(0, 500).trim(),
        city: city.slice(0, 80).trim(),
      };
      const saved = await call<MeResponse>('/api/v1/me', { method: 'PATCH', json: typed }, friend);
      expect(saved.res.status, first).toBe(200);
      expect(saved.body.profile).toMatchObject({
        firstName: typed.firstName,
        bio: typed.bio,
        city: typed.city,
      });

      const profile = await call<ProfileDetail>('/api/v1/profiles/amiga.marcacao', {}, reader);
      expect(profile.res.headers.get('content-type')).toContain('application/json');
      expect(profile.body).toMatchObject({ firstName: typed.firstName, bio: typed.bio, city: typed.city });
      expect(profile.body.name.startsWith(typed.firstName)).toBe(true);

      const friends = await call<PersonPage>('/api/v1/profiles/marcacao/friends', {}, reader);
      expect(friends.res.headers.get('content-type')).toContain('application/json');
      expect(friends.body.items[0]).toMatchObject({ city: typed.city });
      expect(friends.body.items[0]?.name.startsWith(typed.firstName)).toBe(true);

      const found = await call<PersonPage>('/api/v1/people?q=amiga.marcacao', {}, reader);
      expect(found.body.items[0]).toMatchObject({ username: 'amiga.marcacao', city: typed.city });
    }
  }, 240_000);

  it('a search made of markup is answered, never echoed', async () => {
    const call = api(ctx.app);
    const reader = await signUpAndSignIn(ctx.app, ctx.db);
    await signUpAndSignIn(ctx.app, ctx.db, { username: 'alguem.comum' });
    for (const payload of XSS_PAYLOADS.filter((_, n) => n % 10 === 0)) {
      const q = payload.slice(0, 100);
      const { res, body } = await call<PersonPage>(`/api/v1/people?q=${encodeURIComponent(q)}`, {}, reader);
      expect(res.status, payload).toBe(200);
      expect(JSON.stringify(body), payload).not.toContain(q);
    }
  }, 240_000);
});
