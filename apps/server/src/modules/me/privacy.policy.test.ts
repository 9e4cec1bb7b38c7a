import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { getMe } from './me.service.ts';
import { updatePrivacy } from './privacy.service.ts';

/**
 * The privacy switch at the database: it lives in profile_private, so only its owner reads and
 * changes it; the app role may change no other column of the row by the same grant.
 */
describeEachBackend('privacy settings row-level security', (ctx) => {
  const as = <T>(userId: string | null, query: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, query));

  async function arrange() {
    const owner = await createProfile(ctx.db);
    const other = await createProfile(ctx.db);
    // First use creates each private row, the switch off.
    await getMe(ctx.db, { userId: owner.id, language: 'pt-BR' });
    await getMe(ctx.db, { userId: other.id, language: 'pt-BR' });
    return { owner, other };
  }

  const switchOf = async (userId: string) =>
    (
      await queryRows<{ show_attendance: boolean }>(
        ctx.db,
        sql`SELECT show_attendance FROM profile_private WHERE profile_id = ${userId}`,
      )
    )[0]?.show_attendance;

  it('starts off and is read only by its owner', async () => {
    const { owner, other } = await arrange();
    expect(await switchOf(owner.id)).toBe(false);
    const read = sql`SELECT show_attendance FROM profile_private WHERE profile_id = ${owner.id}`;
    expect(await as(owner.id, read)).toEqual([{ show_attendance: false }]);
    expect(await as(other.id, read)).toEqual([]);
    expect(await as(null, read)).toEqual([]);
    // Not on the public profile row everyone reads.
    const columns = await queryRows<{ column_name: string }>(
      ctx.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'profiles'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('show_attendance');
  });

  it('is changed by its owner only', async () => {
    const { owner, other } = await arrange();
    await as(owner.id, sql`UPDATE profile_private SET show_attendance = true WHERE profile_id = ${owner.id}`);
    expect(await switchOf(owner.id)).toBe(true);
    // Another user's and a visitor's updates reach no row.
    await as(
      other.id,
      sql`UPDATE profile_private SET show_attendance = false WHERE profile_id = ${owner.id}`,
    );
    await as(null, sql`UPDATE profile_private SET show_attendance = false`);
    expect(await switchOf(owner.id)).toBe(true);
    // Nor can anyone move their private row onto someone else or rewrite the e-mail.
    await expect(
      as(owner.id, sql`UPDATE profile_private SET profile_id = ${other.id} WHERE profile_id = ${owner.id}`),
    ).rejects.toSatisfy(dbError(/permission denied/));
    await expect(
      as(owner.id, sql`UPDATE profile_private SET email = 'x@example.test' WHERE profile_id = ${owner.id}`),
    ).rejects.toSatisfy(dbError(/permission denied/));
  });

  it('is what the service changes, for the caller alone', async () => {
    const { owner, other } = await arrange();
    expect(
      await updatePrivacy(ctx.db, { userId: owner.id, language: 'pt-BR' }, { showAttendance: true }),
    ).toEqual({ showAttendance: true });
    expect(await switchOf(owner.id)).toBe(true);
    expect(await switchOf(other.id)).toBe(false);
    expect((await getMe(ctx.db, { userId: owner.id, language: 'pt-BR' })).privacy).toEqual({
      showAttendance: true,
    });
    expect((await getMe(ctx.db, { userId: other.id, language: 'pt-BR' })).privacy).toEqual({
      showAttendance: false,
    });
  });
});
