import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { notifyNow } from './testing/notifications-api.ts';

/** The notification tables' rules at the policy level: plain SQL as the app role, no service code. */
describeEachBackend('notifications policy', (ctx) => {
  async function arrange() {
    const ana = await createProfile(ctx.db);
    const bia = await createProfile(ctx.db);
    const admin = await createProfile(ctx.db, { role: 'admin' });
    const [mine] = await notifyNow(ctx.db, [ana.id]);
    const [theirs] = await notifyNow(ctx.db, [bia.id]);
    return { ana, bia, admin, mine: mine as string, theirs: theirs as string };
  }

  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  it('shows each person only their own notifications; an administrator or a visitor sees no one else’s', async () => {
    const a = await arrange();
    expect(await as<{ id: string }>(a.ana.id, sql`SELECT id FROM notifications`)).toEqual([{ id: a.mine }]);
    expect(await as<{ id: string }>(a.bia.id, sql`SELECT id FROM notifications`)).toEqual([{ id: a.theirs }]);
    expect(await as(a.admin.id, sql`SELECT id FROM notifications`)).toEqual([]);
    expect(await as(null, sql`SELECT id FROM notifications`)).toEqual([]);
  });

  it('lets only the recipient mark a notification read, and nobody change its text or owner', async () => {
    const a = await arrange();
    const byOther = await as(
      a.bia.id,
      sql`UPDATE notifications SET read = true, read_at = now() WHERE id = ${a.mine} RETURNING id`,
    );
    expect(byOther).toEqual([]);
    const byAdmin = await as(
      a.admin.id,
      sql`UPDATE notifications SET read = true, read_at = now() WHERE id = ${a.mine} RETURNING id`,
    );
    expect(byAdmin).toEqual([]);
    const byOwner = await as(
      a.ana.id,
      sql`UPDATE notifications SET read = true, read_at = now() WHERE id = ${a.mine} RETURNING id`,
    );
    expect(byOwner).toEqual([{ id: a.mine }]);
    await expect(
      as(a.ana.id, sql`UPDATE notifications SET title = 'trocado' WHERE id = ${a.mine}`),
    ).rejects.toSatisfy(dbError(/permission denied/));
    await expect(
      as(a.ana.id, sql`UPDATE notifications SET user_id = ${a.bia.id} WHERE id = ${a.mine}`),
    ).rejects.toSatisfy(dbError(/permission denied/));
  });

  it('lets nobody insert or delete notifications directly', async () => {
    const a = await arrange();
    await expect(
      as(
        a.ana.id,
        sql`INSERT INTO notifications (user_id, type, title, body) VALUES (${a.bia.id}, 'on_demand', 'x', 'y')`,
      ),
    ).rejects.toSatisfy(dbError(/permission denied/));
    await expect(as(a.ana.id, sql`DELETE FROM notifications WHERE id = ${a.mine}`)).rejects.toSatisfy(
      dbError(/permission denied/),
    );
  });

  it('keeps delivery jobs and server settings from the app role, and broadcasts for administrators', async () => {
    const a = await arrange();
    // The owner sees the push jobs of both notifications; the app role is not allowed to look.
    expect(await queryRows(ctx.db, sql`SELECT id FROM notification_deliveries`)).toHaveLength(2);
    await expect(as(a.ana.id, sql`SELECT id FROM notification_deliveries`)).rejects.toSatisfy(
      dbError(/permission denied/),
    );
    await expect(as(a.admin.id, sql`SELECT name FROM app_settings`)).rejects.toSatisfy(
      dbError(/permission denied/),
    );
    await ctx.db.execute(
      sql`INSERT INTO notification_broadcasts (title, body, audience) VALUES ('Oi', 'Tudo bem?', 'everyone')`,
    );
    expect(await as(a.ana.id, sql`SELECT id FROM notification_broadcasts`)).toEqual([]);
    expect(await as(a.admin.id, sql`SELECT id FROM notification_broadcasts`)).toHaveLength(1);
    await expect(as(a.admin.id, sql`UPDATE notification_broadcasts SET state = 'done'`)).rejects.toSatisfy(
      dbError(/permission denied/),
    );
  });

  it('keeps each person’s preferences their own', async () => {
    const a = await arrange();
    await as(
      a.ana.id,
      sql`INSERT INTO notification_preferences (user_id, kind, push, email) VALUES (${a.ana.id}, 'events', false, true)`,
    );
    expect(await as(a.bia.id, sql`SELECT kind FROM notification_preferences`)).toEqual([]);
    await expect(
      as(
        a.bia.id,
        sql`INSERT INTO notification_preferences (user_id, kind, push, email) VALUES (${a.ana.id}, 'friends', false, false)`,
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
    expect(await as(a.bia.id, sql`UPDATE notification_preferences SET push = true RETURNING kind`)).toEqual(
      [],
    );
  });

  it('stores notifications for others only through app.create_notifications, skipping unknown recipients', async () => {
    const a = await arrange();
    // A recipient that is not a profile is skipped; the rest are stored.
    const ids = await withUser(ctx.db, a.ana.id, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM app.create_notifications(${JSON.stringify([
          {
            user_id: a.bia.id,
            type: 'on_demand',
            kind: 'announcements',
            title: 't',
            body: 'b',
            push: true,
            email: false,
          },
          {
            user_id: '00000000-0000-4000-8000-000000000000',
            type: 'on_demand',
            kind: 'announcements',
            title: 't',
            body: 'b',
          },
        ])}::jsonb) AS s(id)`,
      ),
    );
    expect(ids).toHaveLength(1);
    expect(await as(a.bia.id, sql`SELECT id FROM notifications WHERE title = 't'`)).toEqual(ids);
  });
});
