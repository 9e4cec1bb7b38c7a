import { CURRENT_CONSENT_VERSIONS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { getMe, recordConsent, updateMe } from './me.service.ts';

/** The database lock on private profile data, tested as the app role with a second user present. */
describeEachBackend('own profile row-level security', (ctx) => {
  async function arrange() {
    const owner = await createProfile(ctx.db, { status: 'pending', username: 'dona' });
    const other = await createProfile(ctx.db);
    const ownerCaller = { userId: owner.id, language: 'pt-BR' } as const;
    await updateMe(ctx.db, ownerCaller, { birthDate: '1985-02-03' });
    await recordConsent(ctx.db, ownerCaller, {
      consentType: 'terms',
      version: CURRENT_CONSENT_VERSIONS.terms,
      origin: 'web',
    });
    await getMe(ctx.db, { userId: other.id, language: 'pt-BR' });
    return { owner, other };
  }
  const as = <T>(userId: string | null, query: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, query));

  it('shows private data and consents only to their owner', async () => {
    const { owner, other } = await arrange();
    const privateOf = (userId: string | null) =>
      as<{ profile_id: string }>(
        userId,
        sql`SELECT profile_id FROM profile_private WHERE profile_id = ${owner.id}`,
      );
    const consentsOf = (userId: string | null) =>
      as<{ id: string }>(userId, sql`SELECT id FROM user_consents WHERE user_id = ${owner.id}`);
    expect(await privateOf(owner.id)).toHaveLength(1);
    expect(await privateOf(other.id)).toHaveLength(0);
    expect(await privateOf(null)).toHaveLength(0);
    expect(await consentsOf(owner.id)).toHaveLength(1);
    expect(await consentsOf(other.id)).toHaveLength(0);
    expect(await consentsOf(null)).toHaveLength(0);
    // Other user sees exactly their own private row when reading the whole table.
    const all = await as<{ profile_id: string }>(other.id, sql`SELECT profile_id FROM profile_private`);
    expect(all.map((r) => r.profile_id)).toEqual([other.id]);
  });

  it('hides other accounts’ sign-in methods and e-mail', async () => {
    const { owner, other } = await arrange();
    await ctx.db.execute(sql`INSERT INTO auth_accounts (account_id, provider_id, user_id)
      VALUES (${owner.id}, 'credential', ${owner.id})`);
    expect(await as(other.id, sql`SELECT id FROM auth_accounts WHERE user_id = ${owner.id}`)).toHaveLength(0);
    expect(await as(other.id, sql`SELECT email FROM auth_users WHERE id = ${owner.id}`)).toHaveLength(0);
    expect(await as(owner.id, sql`SELECT provider_id FROM auth_accounts`)).toEqual([
      { provider_id: 'credential' },
    ]);
  });

  it('lets no one write another user’s birth date, profile or consents', async () => {
    const { owner, other } = await arrange();
    await withUser(ctx.db, other.id, (tx) =>
      tx.execute(sql`UPDATE profile_private SET birth_date = '2000-01-01' WHERE profile_id = ${owner.id}`),
    );
    await withUser(ctx.db, other.id, (tx) =>
      tx.execute(sql`UPDATE profiles SET first_name = 'Invasor', bio = 'x' WHERE id = ${owner.id}`),
    );
    const [row] = await queryRows<{ birth_date: string; first_name: string; bio: string | null }>(
      ctx.db,
      sql`SELECT to_char(pp.birth_date, 'YYYY-MM-DD') AS birth_date, p.first_name, p.bio
          FROM profiles p JOIN profile_private pp ON pp.profile_id = p.id WHERE p.id = ${owner.id}`,
    );
    expect(row).toEqual({ birth_date: '1985-02-03', first_name: 'Ana', bio: null });
    await expect(
      withUser(ctx.db, other.id, (tx) =>
        tx.execute(sql`INSERT INTO user_consents (user_id, consent_type, version, origin)
          VALUES (${owner.id}, 'privacy', ${CURRENT_CONSENT_VERSIONS.privacy}, 'web')`),
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
    await expect(
      withUser(ctx.db, other.id, (tx) =>
        tx.execute(sql`INSERT INTO profile_private (profile_id, email) VALUES (${owner.id}, 'x@example.test')
          ON CONFLICT DO NOTHING`),
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
  });

  it('never lets a user set their own role or status', async () => {
    const { owner } = await arrange();
    // Arranging gave the owner every required field, so the database activated the profile.
    for (const statement of [
      sql`UPDATE profiles SET role = 'admin' WHERE id = ${owner.id}`,
      sql`UPDATE profiles SET status = 'pending' WHERE id = ${owner.id}`,
      sql`UPDATE profile_private SET email = 'new@example.test' WHERE profile_id = ${owner.id}`,
    ]) {
      await expect(withUser(ctx.db, owner.id, (tx) => tx.execute(statement))).rejects.toSatisfy(
        dbError(/permission denied/),
      );
    }
    const [row] = await queryRows<{ role: string; status: string }>(
      ctx.db,
      sql`SELECT role, status FROM profiles WHERE id = ${owner.id}`,
    );
    expect(row).toEqual({ role: 'user', status: 'active' });
  });

  it('lets a new user create only their own profile, never as admin or active', async () => {
    const { owner } = await arrange();
    await ctx.db.execute(sql`INSERT INTO auth_users (id, name, email)
      VALUES ('00000000-0000-4000-8000-000000000001', 'Nova', 'nova@example.test')`);
    const newcomer = '00000000-0000-4000-8000-000000000001';
    await expect(
      withUser(ctx.db, owner.id, (tx) =>
        tx.execute(sql`INSERT INTO profiles (id, language) VALUES (${newcomer}, 'pt-BR')`),
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
    await expect(
      withUser(ctx.db, newcomer, (tx) =>
        tx.execute(sql`INSERT INTO profiles (id, role, status) VALUES (${newcomer}, 'admin', 'active')`),
      ),
    ).rejects.toSatisfy(dbError(/permission denied/));
  });

  it('activates only the caller’s own complete profile', async () => {
    const { owner, other } = await arrange();
    await ctx.db.execute(sql`UPDATE profiles SET status = 'pending' WHERE id = ${other.id}`);
    // The owner's profile has names, username and birth date; the other has no birth date.
    const [asOther] = await as<{ active: boolean }>(
      other.id,
      sql`SELECT app.activate_own_profile() AS active`,
    );
    expect(asOther?.active).toBe(false);
    const [owners] = await queryRows<{ status: string }>(
      ctx.db,
      sql`SELECT status FROM profiles WHERE id = ${owner.id}`,
    );
    expect(owners?.status).toBe('active');
    const [others] = await queryRows<{ status: string }>(
      ctx.db,
      sql`SELECT status FROM profiles WHERE id = ${other.id}`,
    );
    expect(others?.status).toBe('pending');
  });
});
