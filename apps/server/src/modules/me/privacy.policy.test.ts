import { DEFAULT_PRIVACY_SETTINGS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { getMe } from './me.service.ts';
import { updatePrivacy } from './privacy.service.ts';

const SETTINGS = sql`SELECT attendance_visibility, friends_visibility, friend_requests_from, findable
  FROM profile_private`;

/**
 * The privacy settings at the database: they live in profile_private, so only their owner reads and
 * changes them; the app role may change no other column of the row by the same grant, and a value
 * outside the choices is refused by the table itself.
 */
describeEachBackend('privacy settings row-level security', (ctx) => {
  const as = <T>(userId: string | null, query: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, query));

  async function arrange() {
    const owner = await createProfile(ctx.db);
    const other = await createProfile(ctx.db);
    // First use creates each private row with the defaults.
    await getMe(ctx.db, { userId: owner.id, language: 'pt-BR' });
    await getMe(ctx.db, { userId: other.id, language: 'pt-BR' });
    return { owner, other };
  }

  const settingsOf = async (userId: string) =>
    (await queryRows(ctx.db, sql`${SETTINGS} WHERE profile_id = ${userId}`))[0];

  const defaults = {
    attendance_visibility: 'friends',
    friends_visibility: 'friends',
    friend_requests_from: 'everyone',
    findable: true,
  };

  it('start as the defaults and are read only by their owner', async () => {
    const { owner, other } = await arrange();
    expect(await settingsOf(owner.id)).toEqual(defaults);
    const read = sql`${SETTINGS} WHERE profile_id = ${owner.id}`;
    expect(await as(owner.id, read)).toEqual([defaults]);
    expect(await as(other.id, read)).toEqual([]);
    expect(await as(null, read)).toEqual([]);
    // Not on the public profile row everyone reads; the old switch is gone.
    const columns = await queryRows<{ column_name: string; table_name: string }>(
      ctx.db,
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_name IN ('profiles', 'profile_private')`,
    );
    const publicColumns = columns.filter((c) => c.table_name === 'profiles').map((c) => c.column_name);
    for (const name of ['attendance_visibility', 'friends_visibility', 'friend_requests_from', 'findable'])
      expect(publicColumns).not.toContain(name);
    expect(columns.map((c) => c.column_name)).not.toContain('show_attendance');
  });

  it('are changed by their owner only, and only to one of the choices', async () => {
    const { owner, other } = await arrange();
    await as(
      owner.id,
      sql`UPDATE profile_private SET attendance_visibility = 'everyone', findable = false WHERE profile_id = ${owner.id}`,
    );
    expect(await settingsOf(owner.id)).toMatchObject({ attendance_visibility: 'everyone', findable: false });
    // Another user's and a visitor's updates reach no row.
    await as(other.id, sql`UPDATE profile_private SET findable = true WHERE profile_id = ${owner.id}`);
    await as(null, sql`UPDATE profile_private SET friends_visibility = 'everyone'`);
    expect(await settingsOf(owner.id)).toMatchObject({ friends_visibility: 'friends', findable: false });
    for (const change of [
      sql`UPDATE profile_private SET attendance_visibility = 'todos' WHERE profile_id = ${owner.id}`,
      sql`UPDATE profile_private SET friends_visibility = 'nobody' WHERE profile_id = ${owner.id}`,
      sql`UPDATE profile_private SET friend_requests_from = 'only_me' WHERE profile_id = ${owner.id}`,
    ])
      await expect(as(owner.id, change)).rejects.toSatisfy(dbError(/check constraint/));
    // Nor can anyone move their private row onto someone else or rewrite the e-mail.
    await expect(
      as(owner.id, sql`UPDATE profile_private SET profile_id = ${other.id} WHERE profile_id = ${owner.id}`),
    ).rejects.toSatisfy(dbError(/permission denied/));
    await expect(
      as(owner.id, sql`UPDATE profile_private SET email = 'x@example.test' WHERE profile_id = ${owner.id}`),
    ).rejects.toSatisfy(dbError(/permission denied/));
  });

  it('are what the service changes, for the caller alone', async () => {
    const { owner, other } = await arrange();
    const caller = { userId: owner.id, language: 'pt-BR' as const };
    expect(
      await updatePrivacy(ctx.db, caller, { friendsVisibility: 'only_me', friendRequestsFrom: 'nobody' }),
    ).toEqual({
      ...DEFAULT_PRIVACY_SETTINGS,
      friendsVisibility: 'only_me',
      friendRequestsFrom: 'nobody',
    });
    expect(await settingsOf(owner.id)).toMatchObject({
      friends_visibility: 'only_me',
      friend_requests_from: 'nobody',
    });
    expect(await settingsOf(other.id)).toEqual(defaults);
    expect((await getMe(ctx.db, { userId: other.id, language: 'pt-BR' })).privacy).toEqual(
      DEFAULT_PRIVACY_SETTINGS,
    );
  });
});
