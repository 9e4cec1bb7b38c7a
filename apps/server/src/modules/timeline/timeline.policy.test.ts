import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { befriend, blockPerson, minutesAgo, showAttendanceTo, takeSeat } from './timeline.test-helpers.ts';

/**
 * app.timeline_page (migration 0033) at the database, as the app role: nobody's timeline without a
 * caller; the caller's own only (the caller comes from the session setting, never an argument);
 * privacy and blocks applied inside the function; the app role cannot read the rows it is made of.
 */
describeEachBackend('timeline at the database', (ctx) => {
  const asApp = <T extends Record<string, unknown>>(userId: string | null, query: ReturnType<typeof sql>) =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('role', 'eventos_app', true), set_config('app.user_id', ${userId ?? ''}, true)`,
      );
      return queryRows<T>(tx, query);
    });
  const page = (userId: string | null) =>
    asApp<{ kind_rank: number; actor_id: string; event_id: string | null }>(
      userId,
      sql`SELECT kind_rank, actor_id, event_id FROM app.timeline_page(NULL, NULL, NULL, NULL, 50)`,
    );

  it('refuses nobody, answers each caller their own, and hides blocked people and hidden attendance', async () => {
    const me = await createProfile(ctx.db);
    const ana = await createProfile(ctx.db);
    const bia = await createProfile(ctx.db);
    await befriend(ctx.db, me.id, ana.id);
    await befriend(ctx.db, me.id, bia.id);
    const organizer = await createProfile(ctx.db);
    const event = await createEvent(ctx.db, organizer.id);
    await takeSeat(ctx.db, event.id, ana.id, minutesAgo(2));
    await takeSeat(ctx.db, event.id, bia.id, minutesAgo(1));

    await expect(page(null)).rejects.toSatisfy(dbError(/auth\.unauthenticated/));
    expect((await page(me.id)).map((r) => [r.kind_rank, r.actor_id])).toEqual([
      [2, bia.id],
      [2, ana.id],
    ]);
    // The organiser follows nobody: the same rows are not theirs.
    expect(await page(organizer.id)).toEqual([]);
    await showAttendanceTo(ctx.db, bia.id, 'only_me');
    await blockPerson(ctx.db, ana.id, me.id);
    expect(await page(me.id)).toEqual([]);
  });

  it('gives the app role nothing of the friendships, follows and blocks of others to read directly', async () => {
    const me = await createProfile(ctx.db);
    const ana = await createProfile(ctx.db);
    const bia = await createProfile(ctx.db);
    await befriend(ctx.db, ana.id, bia.id);
    await blockPerson(ctx.db, ana.id, bia.id);
    const rows = await asApp<{ n: number }>(
      me.id,
      sql`SELECT (SELECT count(*) FROM friendships)::int + (SELECT count(*) FROM user_blocks)::int AS n`,
    );
    expect(rows).toEqual([{ n: 0 }]);
    // Execute is the app role's alone.
    const granted = await queryRows<{ ok: boolean }>(
      ctx.db,
      sql`SELECT has_function_privilege('public', 'app.timeline_page(timestamptz, integer, uuid, uuid, integer)', 'EXECUTE') AS ok`,
    );
    expect(granted).toEqual([{ ok: false }]);
  });
});
