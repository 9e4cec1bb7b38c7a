import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/** The attendance tables' rules at the policy level: plain SQL as the app role, no service code. */
describeEachBackend('attendance policy', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  async function arrange() {
    const owner = await createProfile(ctx.db);
    const ana = await createProfile(ctx.db);
    const bia = await createProfile(ctx.db);
    const admin = await createProfile(ctx.db, { role: 'admin' });
    const event = await createEvent(ctx.db, owner.id);
    await as(ana.id, sql`SELECT app.rsvp(${event.id}::uuid)`);
    await as(bia.id, sql`SELECT app.rsvp(${event.id}::uuid)`);
    await as(ana.id, sql`INSERT INTO event_interests (event_id, user_id) VALUES (${event.id}, ${ana.id})`);
    return { owner, ana, bia, admin, event };
  }

  it('shows a person their own attendance, the organiser their event’s, and nobody else any', async () => {
    const a = await arrange();
    const users = (rows: { user_id: string }[]) => rows.map((r) => r.user_id).sort();
    const select = sql`SELECT user_id, ticket_code FROM event_attendances`;
    expect(users(await as(a.ana.id, select))).toEqual([a.ana.id]);
    expect(users(await as(a.bia.id, select))).toEqual([a.bia.id]);
    expect(users(await as(a.owner.id, select))).toEqual([a.ana.id, a.bia.id].sort());
    expect(await as(a.admin.id, select)).toEqual([]);
    expect(await as(null, select)).toEqual([]);
    // Interests: one's own only, even for the organiser.
    expect(await as(a.owner.id, sql`SELECT user_id FROM event_interests`)).toEqual([]);
    expect(await as(a.ana.id, sql`SELECT user_id FROM event_interests`)).toEqual([{ user_id: a.ana.id }]);
  });

  it('lets nobody write attendances directly, nor save interest for someone else', async () => {
    const a = await arrange();
    await expect(
      as(
        a.ana.id,
        sql`UPDATE event_attendances SET status = 'checked_in', checked_in_at = now() WHERE user_id = ${a.ana.id}`,
      ),
    ).rejects.toSatisfy(dbError(/permission denied/));
    await expect(
      as(
        a.ana.id,
        sql`INSERT INTO event_attendances (event_id, user_id, status, ticket_code) VALUES (${a.event.id}, ${a.ana.id}, 'going', 'ABCDEFGH23')`,
      ),
    ).rejects.toSatisfy(dbError(/permission denied/));
    await expect(
      as(a.ana.id, sql`INSERT INTO event_interests (event_id, user_id) VALUES (${a.event.id}, ${a.bia.id})`),
    ).rejects.toSatisfy(dbError(/row-level security/));
  });

  it('counts for anyone who can see the event; RSVP and check-in refuse who may not', async () => {
    const a = await arrange();
    const counts = sql`SELECT going, interested FROM app.event_attendance_counts(ARRAY[${a.event.id}]::uuid[])`;
    expect(await as(null, counts)).toEqual([{ going: 2, interested: 1 }]);
    const hidden = await createEvent(ctx.db, a.owner.id, { visibility: 'private' });
    expect(
      await as(a.ana.id, sql`SELECT * FROM app.event_attendance_counts(ARRAY[${hidden.id}]::uuid[])`),
    ).toEqual([]);
    await expect(as(a.ana.id, sql`SELECT app.rsvp(${hidden.id}::uuid)`)).rejects.toSatisfy(
      dbError(/event.not_found/),
    );
    await expect(as(null, sql`SELECT app.rsvp(${a.event.id}::uuid)`)).rejects.toSatisfy(
      dbError(/auth.unauthenticated/),
    );
    await expect(
      as(a.ana.id, sql`SELECT * FROM app.check_in(${a.event.id}::uuid, 'ABCDEFGH23')`),
    ).rejects.toSatisfy(dbError(/attendance.forbidden/));
    await expect(as(a.admin.id, sql`SELECT app.promote_waitlist(${a.event.id}::uuid)`)).rejects.toSatisfy(
      dbError(/attendance.forbidden/),
    );
    // The internal helpers are not the app role's to call.
    await expect(as(a.ana.id, sql`SELECT app.new_ticket_code(${a.event.id}::uuid)`)).rejects.toSatisfy(
      dbError(/permission denied/),
    );
  });
});
