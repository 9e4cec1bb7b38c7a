import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/** Invitations and announcements at the policy level: plain SQL as the app role, no service code. */
describeEachBackend('invitation and announcement policies', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  async function arrange() {
    const owner = await createProfile(ctx.db);
    const guest = await createProfile(ctx.db);
    const other = await createProfile(ctx.db);
    const admin = await createProfile(ctx.db, { role: 'admin' });
    const event = await createEvent(ctx.db, owner.id, { visibility: 'private' });
    await as(
      owner.id,
      sql`INSERT INTO event_invitations (event_id, user_id, invited_by) VALUES (${event.id}, ${guest.id}, ${owner.id})`,
    );
    return { owner, guest, other, admin, event };
  }

  it('the invited person and the organiser see an invitation; nobody else, and only they see the private event', async () => {
    const a = await arrange();
    const select = sql`SELECT user_id FROM event_invitations`;
    expect(await as(a.owner.id, select)).toEqual([{ user_id: a.guest.id }]);
    expect(await as(a.guest.id, select)).toEqual([{ user_id: a.guest.id }]);
    for (const who of [a.other.id, a.admin.id, null]) expect(await as(who, select)).toEqual([]);
    const events = sql`SELECT id FROM events WHERE id = ${a.event.id}`;
    expect(await as(a.guest.id, events)).toHaveLength(1);
    for (const who of [a.other.id, a.admin.id, null]) expect(await as(who, events)).toEqual([]);
  });

  it('only the organiser invites, in their own name; announcements are read by the organiser only and written by nobody directly', async () => {
    const a = await arrange();
    for (const [who, by] of [
      [a.guest.id, a.guest.id],
      [a.other.id, a.other.id],
      [a.other.id, a.owner.id],
      [a.owner.id, a.other.id],
    ] as const) {
      await expect(
        as(
          who,
          sql`INSERT INTO event_invitations (event_id, user_id, invited_by) VALUES (${a.event.id}, ${a.other.id}, ${by})`,
        ),
      ).rejects.toSatisfy(dbError(/row-level security/));
    }
    await expect(
      as(
        a.owner.id,
        sql`INSERT INTO event_announcements (event_id, message, recipients) VALUES (${a.event.id}, 'x', 0)`,
      ),
    ).rejects.toSatisfy(dbError(/permission denied/));
    await as(a.owner.id, sql`SELECT * FROM app.announce(${a.event.id}::uuid, 'Olá', 5)`);
    expect(await as(a.owner.id, sql`SELECT message FROM event_announcements`)).toEqual([{ message: 'Olá' }]);
    for (const who of [a.guest.id, a.other.id, a.admin.id])
      expect(await as(who, sql`SELECT message FROM event_announcements`)).toEqual([]);
    await expect(
      as(a.guest.id, sql`SELECT * FROM app.announce(${a.event.id}::uuid, 'Tomado', 5)`),
    ).rejects.toSatisfy(dbError(/attendance\.forbidden/));
  });
});
