import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import {
  befriend,
  blockPerson,
  joinGroup,
  makeGroup,
  minutesAgo,
  showAttendanceTo,
  takeSeat,
} from './timeline.test-helpers.ts';

interface PageKey {
  at: Date;
  rank: number;
  id: string;
  actor: string;
}
type PageRow = { kind_rank: number; at: Date | string; source_id: string; actor_id: string };

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
  it('pages of any size add up to exactly the rows a plain reading gives, however unevenly the sources are filled', async () => {
    const me = await createProfile(ctx.db);
    const [dense, sparse, joiner] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
    ];
    for (const friend of [dense, sparse, joiner]) {
      await befriend(ctx.db, me.id, friend.id);
      await showAttendanceTo(ctx.db, friend.id, 'everyone');
    }
    const organizer = await createProfile(ctx.db);
    const expected: { at: number; rank: number; id: string; actor: string }[] = [];
    const same = minutesAgo(7);
    // The dense friend: thirty seats a minute apart, every fourth at an event I may not see.
    for (let i = 0; i < 30; i++) {
      const hidden = i % 4 === 3;
      const event = await createEvent(ctx.db, organizer.id, { visibility: hidden ? 'private' : 'public' });
      const at = i === 5 ? same : minutesAgo(i + 1);
      await takeSeat(ctx.db, event.id, dense.id, at);
      const [seat] = await queryRows<{ id: string }>(
        ctx.db,
        sql`SELECT id FROM event_attendances WHERE event_id = ${event.id} AND user_id = ${dense.id}`,
      );
      if (!hidden) expected.push({ at: at.getTime(), rank: 2, id: seat?.id ?? '', actor: dense.id });
    }
    // The sparse friend: a few events published far apart, one at the same instant as a seat.
    for (let i = 0; i < 5; i++) {
      const at = i === 0 ? same : minutesAgo(60 * (i + 1));
      const event = await createEvent(ctx.db, sparse.id, { publishedAt: at });
      expected.push({ at: at.getTime(), rank: 1, id: event.id, actor: sparse.id });
    }
    // Groups joined, one of them private (not shown).
    for (let i = 0; i < 3; i++) {
      const group = await makeGroup(ctx.db, organizer.id, {
        visibility: i === 2 ? 'private' : 'public',
        at: minutesAgo(9999),
      });
      const at = minutesAgo(3 + i * 20);
      await joinGroup(ctx.db, group.id, joiner.id, at);
      if (i < 2) expected.push({ at: at.getTime(), rank: 3, id: group.id, actor: joiner.id });
    }
    const newestFirst = (a: (typeof expected)[number], b: (typeof expected)[number]) =>
      b.at - a.at ||
      b.rank - a.rank ||
      (b.id < a.id ? -1 : b.id > a.id ? 1 : 0) ||
      (b.actor < a.actor ? -1 : 1);
    expected.sort(newestFirst);

    for (const size of [1, 3, 7, 50]) {
      const seen: typeof expected = [];
      let after: PageKey | null = null;
      for (let pages = 0; pages < 60; pages++) {
        const cursor: PageKey | null = after;
        const rows: PageRow[] = await asApp<PageRow>(
          me.id,
          sql`SELECT kind_rank, at, source_id, actor_id FROM app.timeline_page(
            ${cursor?.at ?? null}::timestamptz, ${cursor?.rank ?? null}::integer, ${cursor?.id ?? null}::uuid,
            ${cursor?.actor ?? null}::uuid, ${size})`,
        );
        seen.push(
          ...rows.map((r) => ({
            at: new Date(r.at).getTime(),
            rank: r.kind_rank,
            id: r.source_id,
            actor: r.actor_id,
          })),
        );
        const last: PageRow | undefined = rows.at(-1);
        if (rows.length < size || !last) break;
        after = { at: new Date(last.at), rank: last.kind_rank, id: last.source_id, actor: last.actor_id };
      }
      expect(seen, `pages of ${size}`).toEqual(expected);
    }
  });
});
