import { randomUUID } from 'node:crypto';
import { CURRENT_CONSENT_VERSIONS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { authAccounts, authUsers, profilePrivate } from '../../db/schema/index.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { getMe, recordConsent, updateMe } from './me.service.ts';

const complete = { firstName: 'Maria', lastName: 'Lima', username: 'maria.lima', birthDate: '1990-05-17' };

describeEachBackend('me service', (ctx) => {
  /** An account that signed up and has no profile yet. */
  async function signedUpUser(email = `${randomUUID()}@example.test`) {
    const id = randomUUID();
    await ctx.db.insert(authUsers).values({ id, name: 'Maria Lima', email });
    return { id, email };
  }
  const countRows = async (table: 'profiles' | 'profile_private', id: string) => {
    const column = table === 'profiles' ? sql.raw('id') : sql.raw('profile_id');
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${column} = ${id}`,
    );
    return row?.n;
  };

  it('creates a pending profile on first read, in the caller language, with the sign-up e-mail', async () => {
    const user = await signedUpUser('maria@example.test');
    const me = await getMe(ctx.db, { userId: user.id, language: 'es' });
    expect(me.profile).toMatchObject({
      id: user.id,
      email: 'maria@example.test',
      status: 'pending',
      role: 'user',
      language: 'es',
      username: null,
      birthDate: null,
      avatarPath: null,
      complete: false,
    });
    expect(me.pendingConsents).toEqual(['terms', 'privacy']);
    expect(me.providers).toEqual([]);
    expect(await countRows('profile_private', user.id)).toBe(1);
  });

  it('creates the profile once however many first reads arrive together, and keeps its language', async () => {
    const user = await signedUpUser();
    await Promise.all([
      getMe(ctx.db, { userId: user.id, language: 'en' }),
      getMe(ctx.db, { userId: user.id, language: 'en' }),
    ]);
    const later = await getMe(ctx.db, { userId: user.id, language: 'zh' });
    expect(later.profile.language).toBe('en');
    expect(await countRows('profiles', user.id)).toBe(1);
    expect(await countRows('profile_private', user.id)).toBe(1);
  });

  it('adds the private row to a profile that has none and leaves the profile as it was', async () => {
    const existing = await createProfile(ctx.db, { language: 'ar' });
    const me = await getMe(ctx.db, { userId: existing.id, language: 'pt-BR' });
    expect(me.profile).toMatchObject({
      username: existing.username,
      firstName: 'Ana',
      status: 'active',
      language: 'ar',
      email: `${existing.id}@example.test`,
      birthDate: null,
      complete: false,
    });
  });

  it('lists the linked sign-in methods once each', async () => {
    const user = await signedUpUser();
    await ctx.db.insert(authAccounts).values([
      { accountId: user.id, providerId: 'credential', userId: user.id, password: 'hash' },
      { accountId: 'g-1', providerId: 'google', userId: user.id },
      { accountId: 'g-2', providerId: 'google', userId: user.id },
    ]);
    const me = await getMe(ctx.db, { userId: user.id, language: 'pt-BR' });
    expect(me.providers).toEqual(['credential', 'google']);
  });

  it('activates the profile once first name, last name, username and birth date are set', async () => {
    const user = await signedUpUser();
    const caller = { userId: user.id, language: 'pt-BR' } as const;
    const partial = await updateMe(ctx.db, caller, { firstName: 'Maria', lastName: 'Lima' });
    expect(partial.ok && partial.me.profile).toMatchObject({ status: 'pending', complete: false });
    const done = await updateMe(ctx.db, caller, { username: 'maria.lima', birthDate: '1990-05-17' });
    expect(done.ok && done.me.profile).toMatchObject({
      ...complete,
      status: 'active',
      complete: true,
    });
    const [stored] = await ctx.db.select().from(profilePrivate);
    expect(stored?.birthDate).toBe('1990-05-17');
  });

  it('saves bio and language; an empty bio is stored as none', async () => {
    const user = await signedUpUser();
    const caller = { userId: user.id, language: 'pt-BR' } as const;
    const first = await updateMe(ctx.db, caller, { bio: 'Gosto de samba.', language: 'en' });
    expect(first.ok && first.me.profile).toMatchObject({ bio: 'Gosto de samba.', language: 'en' });
    const cleared = await updateMe(ctx.db, caller, { bio: '' });
    expect(cleared.ok && cleared.me.profile.bio).toBeNull();
  });

  it('refuses a username another profile holds in any letter case, changing nothing', async () => {
    await createProfile(ctx.db, { username: 'Maria.Lima' });
    const user = await signedUpUser();
    const caller = { userId: user.id, language: 'pt-BR' } as const;
    const result = await updateMe(ctx.db, caller, { ...complete, username: 'maria.lima' });
    expect(result).toEqual({ ok: false, reason: 'username_taken' });
    const me = await getMe(ctx.db, caller);
    expect(me.profile).toMatchObject({ firstName: null, birthDate: null, username: null, status: 'pending' });
  });

  it('lets a user keep their own username when saving it again', async () => {
    const user = await signedUpUser();
    const caller = { userId: user.id, language: 'pt-BR' } as const;
    await updateMe(ctx.db, caller, complete);
    const again = await updateMe(ctx.db, caller, { username: 'maria.lima', firstName: 'Mari' });
    expect(again.ok && again.me.profile).toMatchObject({ username: 'maria.lima', firstName: 'Mari' });
  });

  it('records consents until none is pending, without storing the same version twice', async () => {
    const user = await signedUpUser();
    const caller = { userId: user.id, language: 'pt-BR' } as const;
    const afterTerms = await recordConsent(ctx.db, caller, {
      consentType: 'terms',
      version: CURRENT_CONSENT_VERSIONS.terms,
      origin: 'web',
    });
    expect(afterTerms.pendingConsents).toEqual(['privacy']);
    const privacy = {
      consentType: 'privacy',
      version: CURRENT_CONSENT_VERSIONS.privacy,
      origin: 'android',
    } as const;
    await recordConsent(ctx.db, caller, privacy);
    const done = await recordConsent(ctx.db, caller, privacy);
    expect(done.pendingConsents).toEqual([]);
    const rows = await queryRows<{ consent_type: string; origin: string }>(
      ctx.db,
      sql`SELECT consent_type, origin FROM user_consents WHERE user_id = ${user.id} ORDER BY consent_type`,
    );
    expect(rows).toEqual([
      { consent_type: 'privacy', origin: 'android' },
      { consent_type: 'terms', origin: 'web' },
    ]);
  });

  it('asks again for a document whose accepted version is not the current one', async () => {
    const user = await signedUpUser();
    const caller = { userId: user.id, language: 'pt-BR' } as const;
    await getMe(ctx.db, caller);
    await ctx.db.execute(sql`INSERT INTO user_consents (user_id, consent_type, version, origin)
      VALUES (${user.id}, 'terms', '0.9.0', 'web'), (${user.id}, 'privacy', ${CURRENT_CONSENT_VERSIONS.privacy}, 'web')`);
    expect((await getMe(ctx.db, caller)).pendingConsents).toEqual(['terms']);
  });
});
