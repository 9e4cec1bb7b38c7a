import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile, days } from '../../test/factories.ts';

/** app.delete_group_telling (migration 0028) at the policy level: plain SQL as the app role. */
describeEachBackend('group deletion: whom to tell', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  it('only the owner deletes; each cancelled event comes with its organiser and its people, whoever organises it', async () => {
    const [owner, organiser, going, waiting, gone, outsider] = await Promise.all(
      Array.from({ length: 6 }, () => createProfile(ctx.db)),
    );
    const [group] = await as<{ id: string }>(
      owner?.id ?? null,
      sql`SELECT app.create_group('corrida', 'Corrida', NULL, 'sports_fitness', NULL, 'public') AS id`,
    );
    const grp = group?.id ?? '';
    await ctx.db.execute(
      sql`INSERT INTO group_members (group_id, user_id, role) VALUES (${grp}, ${organiser?.id}, 'organizer')`,
    );
    // A private event of the organiser's that the owner cannot see, and a past one.
    const theirs = await createEvent(ctx.db, organiser?.id ?? '', { visibility: 'private' });
    const past = await createEvent(ctx.db, owner?.id ?? '', {
      startDatetime: days(-3),
      endDatetime: days(-3),
    });
    await ctx.db.execute(
      sql`UPDATE events SET group_id = ${grp}, organizer_type = 'group' WHERE id IN (${theirs.id}, ${past.id})`,
    );
    await ctx.db.execute(
      sql`INSERT INTO event_attendances (event_id, user_id, status, ticket_code, waitlisted_at)
        VALUES (${theirs.id}, ${going?.id}, 'going', 'ABCDEFGH23', NULL),
               (${theirs.id}, ${waiting?.id}, 'waitlisted', 'ABCDEFGH24', now()),
               (${theirs.id}, ${gone?.id}, 'cancelled', 'ABCDEFGH25', NULL)`,
    );

    for (const who of [organiser?.id, outsider?.id])
      await expect(
        as(who ?? null, sql`SELECT * FROM app.delete_group_telling(${grp}::uuid)`),
      ).rejects.toSatisfy(dbError(/group\.(owner_only|not_found)/));
    const told = await as<{ event_id: string; followers: string[] }>(
      owner?.id ?? null,
      sql`SELECT event_id, followers FROM app.delete_group_telling(${grp}::uuid)`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.event_id).toBe(theirs.id);
    expect([...(told[0]?.followers ?? [])].sort()).toEqual([organiser?.id, going?.id, waiting?.id].sort());
    const rows = await queryRows<{ id: string; group_id: string | null; cancelled: boolean }>(
      ctx.db,
      sql`SELECT id, group_id, cancelled_at IS NOT NULL AS cancelled FROM events
        WHERE id IN (${theirs.id}, ${past.id}) ORDER BY start_datetime`,
    );
    expect(rows).toEqual([
      { id: past.id, group_id: null, cancelled: false },
      { id: theirs.id, group_id: null, cancelled: true },
    ]);
  });
});
