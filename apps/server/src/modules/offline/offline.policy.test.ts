import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';

const keyRow = (userId: string, key = 'chave-de-teste-1') => ({
  userId,
  key,
  fingerprint: 'PUT /api/v1/events/x/attendance e3b0c442',
});

/** The database lock of the offline tables, tested as the app role. */
describeEachBackend('offline tables row-level security', (ctx) => {
  const keysAs = (userId: string | null) =>
    withUser(ctx.db, userId, (tx) =>
      queryRows<{ user_id: string; key: string }>(tx, sql`SELECT user_id, key FROM idempotency_keys`),
    );

  it('lets a person claim, read, change and drop only their own idempotency keys', async () => {
    const ana = await createProfile(ctx.db);
    const bia = await createProfile(ctx.db);
    const admin = await createProfile(ctx.db, { role: 'admin' });
    await withUser(ctx.db, ana.id, (tx) => tx.insert(idempotencyKeys).values(keyRow(ana.id)));
    await withUser(ctx.db, bia.id, (tx) => tx.insert(idempotencyKeys).values(keyRow(bia.id)));

    expect((await keysAs(ana.id)).map((r) => r.user_id)).toEqual([ana.id]);
    expect((await keysAs(bia.id)).map((r) => r.user_id)).toEqual([bia.id]);
    // Administrators have no reach into anyone's keys, nor have visitors.
    expect(await keysAs(admin.id)).toEqual([]);
    expect(await keysAs(null)).toEqual([]);

    // Claiming a key in someone else's name is refused.
    await expect(
      withUser(ctx.db, ana.id, (tx) => tx.insert(idempotencyKeys).values(keyRow(bia.id, 'outra-chave-1'))),
    ).rejects.toSatisfy(dbError(/row-level security/));
    await expect(
      withUser(ctx.db, null, (tx) => tx.insert(idempotencyKeys).values(keyRow(ana.id, 'outra-chave-2'))),
    ).rejects.toSatisfy(dbError(/row-level security/));

    // Another person's keys are neither changed nor deleted, nor moved to oneself.
    const changed = await withUser(ctx.db, ana.id, (tx) =>
      queryRows(
        tx,
        sql`UPDATE idempotency_keys SET state = 'done', status = 200 WHERE user_id = ${bia.id} RETURNING key`,
      ),
    );
    expect(changed).toEqual([]);
    await expect(
      withUser(ctx.db, ana.id, (tx) => tx.execute(sql`UPDATE idempotency_keys SET user_id = ${bia.id}`)),
    ).rejects.toSatisfy(dbError(/row-level security/));
    const deleted = await withUser(ctx.db, admin.id, (tx) =>
      queryRows(tx, sql`DELETE FROM idempotency_keys RETURNING key`),
    );
    expect(deleted).toEqual([]);
    const own = await withUser(ctx.db, ana.id, (tx) =>
      queryRows(tx, sql`DELETE FROM idempotency_keys RETURNING key`),
    );
    expect(own).toHaveLength(1);
    const [left] = await queryRows<{ count: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS count FROM idempotency_keys`,
    );
    expect(left?.count).toBe(1);
  });

  it('drops a person’s keys with their account', async () => {
    const ana = await createProfile(ctx.db);
    await withUser(ctx.db, ana.id, (tx) => tx.insert(idempotencyKeys).values(keyRow(ana.id)));
    await ctx.db.execute(sql`DELETE FROM profiles WHERE id = ${ana.id}`);
    const [left] = await queryRows<{ count: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS count FROM idempotency_keys`,
    );
    expect(left?.count).toBe(0);
  });

  it('counts beacons only through the definer function; only administrators read the counts', async () => {
    const user = await createProfile(ctx.db);
    const admin = await createProfile(ctx.db, { role: 'admin' });
    const record = (sender: string) =>
      withUser(ctx.db, null, (tx) =>
        queryRows<{ counted: boolean }>(
          tx,
          sql`SELECT app.record_pwa_beacon(${sender}, 'standalone', 'android', true, false) AS counted`,
        ),
      );
    expect((await record('a'.repeat(64)))[0]?.counted).toBe(true);
    expect((await record('a'.repeat(64)))[0]?.counted).toBe(false);
    expect((await record('b'.repeat(64)))[0]?.counted).toBe(true);

    const countsAs = (userId: string | null) =>
      withUser(ctx.db, userId, (tx) => queryRows<{ count: number }>(tx, sql`SELECT count FROM pwa_beacons`));
    expect(await countsAs(null)).toEqual([]);
    expect(await countsAs(user.id)).toEqual([]);
    expect(await countsAs(admin.id)).toEqual([{ count: 2 }]);

    // Nobody writes the counts or reads who sent them through the app role, administrators included.
    for (const statement of [
      sql`INSERT INTO pwa_beacons (day, display_mode, platform, installed, push_opt_in, count)
          VALUES (current_date, 'browser', 'ios', false, false, 99)`,
      sql`UPDATE pwa_beacons SET count = 0`,
      sql`DELETE FROM pwa_beacons`,
      sql`SELECT * FROM pwa_beacon_senders`,
      sql`DELETE FROM pwa_beacon_senders`,
    ]) {
      await expect(withUser(ctx.db, admin.id, (tx) => tx.execute(statement))).rejects.toSatisfy(
        dbError(/permission denied/),
      );
    }
    // The senders' table holds hashes and the day only: no address, account or browser.
    const columns = await queryRows<{ column_name: string }>(
      ctx.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'pwa_beacon_senders' ORDER BY 1`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'day',
      'display_mode',
      'installed',
      'platform',
      'push_opt_in',
      'sender_hash',
    ]);
  });
});
