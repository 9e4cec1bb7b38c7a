import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/**
 * The organiser's actions at once, on a real Postgres server (PGlite runs one statement at a
 * time): the event's lock keeps the hourly message limit and the seats exact.
 */
describeEachBackend('organiser actions under concurrency', (ctx) => {
  const as = <T>(userId: string, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  it('20 simultaneous messages to everyone going: exactly 5 sent', async (t) => {
    if (ctx.backend !== 'postgres') t.skip();
    const owner = await createProfile(ctx.db);
    const event = await createEvent(ctx.db, owner.id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        as(owner.id, sql`SELECT * FROM app.announce(${event.id}::uuid, ${`Aviso ${i}`}, 5)`),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const [stored] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM event_announcements WHERE event_id = ${event.id}`,
    );
    expect(stored?.n).toBe(5);
  }, 60_000);

  it('removing the seated while 30 people RSVP: every freed seat is taken again, never one more than the capacity', async (t) => {
    if (ctx.backend !== 'postgres') t.skip();
    const owner = await createProfile(ctx.db);
    const event = await createEvent(ctx.db, owner.id, { capacity: 5 });
    const first = await Promise.all(Array.from({ length: 5 }, () => createProfile(ctx.db)));
    for (const p of first) await as(p.id, sql`SELECT app.rsvp(${event.id}::uuid)`);
    const seats = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM event_attendances WHERE event_id = ${event.id}`,
    );
    const late = await Promise.all(Array.from({ length: 30 }, () => createProfile(ctx.db)));
    await Promise.all([
      ...late.map((p) => as(p.id, sql`SELECT app.rsvp(${event.id}::uuid)`)),
      ...seats.map((s) =>
        as(owner.id, sql`SELECT * FROM app.remove_attendee(${event.id}::uuid, ${s.id}::uuid)`),
      ),
    ]);
    const [counts] = await queryRows<{ going: number; waitlisted: number; cancelled: number }>(
      ctx.db,
      sql`SELECT count(*) FILTER (WHERE status = 'going')::int AS going,
                 count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted,
                 count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
          FROM event_attendances WHERE event_id = ${event.id}`,
    );
    expect(counts).toEqual({ going: 5, waitlisted: 25, cancelled: 5 });
  }, 60_000);
});
