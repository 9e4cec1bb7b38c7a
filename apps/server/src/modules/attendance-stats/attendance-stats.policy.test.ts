import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { spDay, viewsOn } from './testing/stats-arrange.ts';

/** Views per day (migration 0024) at the policy level: plain SQL as the app role, no service code. */
describeEachBackend('event view days policy', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  async function arrange() {
    const owner = await createProfile(ctx.db);
    const ana = await createProfile(ctx.db);
    const admin = await createProfile(ctx.db, { role: 'admin' });
    const event = await createEvent(ctx.db, owner.id);
    const hidden = await createEvent(ctx.db, owner.id, { visibility: 'private' });
    const theirs = await createEvent(ctx.db, ana.id);
    await viewsOn(ctx.db, event.id, spDay(-3), 5);
    await viewsOn(ctx.db, hidden.id, spDay(-2), 2);
    await viewsOn(ctx.db, theirs.id, spDay(-1), 9);
    return { owner, ana, admin, event, hidden, theirs };
  }

  it('shows an event’s days to its organiser only: not to other people, an administrator or a visitor', async () => {
    const a = await arrange();
    const select = sql`SELECT event_id, views FROM event_view_days ORDER BY views`;
    expect(await as(a.owner.id, select)).toEqual([
      { event_id: a.hidden.id, views: 2 },
      { event_id: a.event.id, views: 5 },
    ]);
    expect(await as(a.ana.id, select)).toEqual([{ event_id: a.theirs.id, views: 9 }]);
    expect(await as(a.admin.id, select)).toEqual([]);
    expect(await as(null, select)).toEqual([]);
    // Who saw it stays out of everyone's reach, the organiser's included.
    await expect(as(a.owner.id, sql`SELECT * FROM event_views`)).rejects.toSatisfy(
      dbError(/permission denied/),
    );
  });

  it('lets nobody write the days directly', async () => {
    const a = await arrange();
    const writes = [
      sql`INSERT INTO event_view_days (event_id, day, views) VALUES (${a.event.id}, CURRENT_DATE, 100)`,
      sql`UPDATE event_view_days SET views = 1000 WHERE event_id = ${a.event.id}`,
      sql`DELETE FROM event_view_days WHERE event_id = ${a.event.id}`,
    ];
    for (const write of writes) {
      await expect(as(a.owner.id, write)).rejects.toSatisfy(dbError(/permission denied/));
    }
  });

  it('a counted view adds one to its São Paulo day; the same visitor again that day adds nothing', async () => {
    const a = await arrange();
    const view = (visitor: string) =>
      as<{ counted: boolean }>(
        null,
        sql`SELECT app.record_event_view(${a.event.id}::uuid, ${visitor}) AS counted`,
      );
    expect(await view('visitor-1')).toEqual([{ counted: true }]);
    expect(await view('visitor-2')).toEqual([{ counted: true }]);
    expect(await view('visitor-1')).toEqual([{ counted: false }]);
    // A private event is not the visitor's to see: not counted.
    expect(
      await as(null, sql`SELECT app.record_event_view(${a.hidden.id}::uuid, 'visitor-3') AS counted`),
    ).toEqual([{ counted: false }]);
    const days = await as<{ day: string; views: number }>(
      a.owner.id,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, views FROM event_view_days
          WHERE event_id = ${a.event.id} ORDER BY day`,
    );
    expect(days).toEqual([
      { day: spDay(-3), views: 5 },
      { day: spDay(0), views: 2 },
    ]);
    const [event] = await as<{ views: number }>(
      a.owner.id,
      sql`SELECT views FROM events WHERE id = ${a.event.id}`,
    );
    expect(event?.views).toBe(7);
  });

  it('goes with its event', async () => {
    const a = await arrange();
    await ctx.db.execute(sql`DELETE FROM events WHERE id = ${a.event.id}`);
    const left = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM event_view_days WHERE event_id = ${a.event.id}`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
