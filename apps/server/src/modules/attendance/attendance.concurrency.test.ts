import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/**
 * Many people at once, on a real Postgres server (PGlite runs one statement at a time, so it
 * cannot race): the event's row lock gives the last seat to exactly one person and queues the
 * rest in the order they got the lock; one ticket scanned at many doors is checked in once.
 */
describeEachBackend('attendance under concurrency', (ctx) => {
  const as = <T>(userId: string, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  it('100 simultaneous RSVPs for the last seat: one going, 99 waitlisted at positions 1..99', async (t) => {
    if (ctx.backend !== 'postgres') t.skip();
    const owner = await createProfile(ctx.db);
    const event = await createEvent(ctx.db, owner.id, { capacity: 1 });
    const people = await Promise.all(Array.from({ length: 100 }, () => createProfile(ctx.db)));

    await Promise.all(people.map((p) => as(p.id, sql`SELECT app.rsvp(${event.id}::uuid)`)));

    const mine = await Promise.all(
      people.map(async (p) => {
        const [row] = await as<{ status: string; waitlist_position: number | null }>(
          p.id,
          sql`SELECT status, waitlist_position FROM app.my_attendances(ARRAY[${event.id}]::uuid[])`,
        );
        return row;
      }),
    );
    expect(mine.filter((r) => r?.status === 'going')).toHaveLength(1);
    const positions = mine
      .filter((r) => r?.status === 'waitlisted')
      .map((r) => r?.waitlist_position)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(positions).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));

    // Arrival order: each later lock holder has a later queue time, and the queue follows it.
    const queue = await queryRows<{ waitlisted_at: Date }>(
      ctx.db,
      sql`SELECT waitlisted_at FROM event_attendances WHERE event_id = ${event.id} AND status = 'waitlisted'
          ORDER BY waitlisted_at, id`,
    );
    const times = queue.map((q) => new Date(q.waitlisted_at).getTime());
    expect(new Set(queue.map((q) => String(q.waitlisted_at))).size).toBe(99);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  }, 60_000);

  it('50 simultaneous check-ins of one code: one accepted, 49 already checked in', async (t) => {
    if (ctx.backend !== 'postgres') t.skip();
    const owner = await createProfile(ctx.db);
    const guest = await createProfile(ctx.db);
    const event = await createEvent(ctx.db, owner.id);
    await as(guest.id, sql`SELECT app.rsvp(${event.id}::uuid)`);
    const [ticket] = await as<{ ticket_code: string }>(
      guest.id,
      sql`SELECT ticket_code FROM app.my_attendances(ARRAY[${event.id}]::uuid[])`,
    );
    const code = ticket?.ticket_code as string;

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        as<{ result: string }>(owner.id, sql`SELECT result FROM app.check_in(${event.id}::uuid, ${code})`),
      ),
    );
    const outcomes = results.map(([r]) => r?.result);
    expect(outcomes.filter((r) => r === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((r) => r === 'already_checked_in')).toHaveLength(49);
  }, 60_000);
});
