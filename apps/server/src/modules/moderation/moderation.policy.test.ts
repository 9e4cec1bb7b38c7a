import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/**
 * Reports and the moderation log at the policy level (migrations 0035 and 0037): plain SQL as the
 * app role. A reporter reads their own reports only, administrators every report and the log, and
 * nobody writes either but through the definer functions, which check who calls.
 */
describeEachBackend('report and moderation policies', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  async function arrange() {
    const [ana, bia, organiser, admin] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db, { role: 'admin' }),
    ];
    const event = await createEvent(ctx.db, organiser.id);
    await as(ana.id, sql`SELECT app.file_report('event', ${event.id}::uuid, 'spam', NULL)`);
    await as(bia.id, sql`SELECT app.file_report('event', ${event.id}::uuid, 'fraud', 'golpe')`);
    return { ana, bia, organiser, admin, event };
  }

  const counts = (userId: string | null) =>
    as<{ reports: number; log: number }>(
      userId,
      sql`SELECT (SELECT count(*) FROM reports)::int AS reports, (SELECT count(*) FROM moderation_actions)::int AS log`,
    );

  it('a reporter reads their own reports only; administrators every report and the log; nobody else any', async () => {
    const a = await arrange();
    await as(
      a.admin.id,
      sql`SELECT * FROM app.moderate('event', ${a.event.id}::uuid, 'dismiss', 'nada a fazer', NULL)`,
    );
    expect(await counts(a.ana.id)).toEqual([{ reports: 1, log: 0 }]);
    expect(await counts(a.bia.id)).toEqual([{ reports: 1, log: 0 }]);
    for (const who of [a.organiser.id, null]) expect(await counts(who)).toEqual([{ reports: 0, log: 0 }]);
    expect(await counts(a.admin.id)).toEqual([{ reports: 2, log: 1 }]);
  });

  it('nobody inserts, changes or removes reports or log entries directly, administrators included', async () => {
    const a = await arrange();
    await as(
      a.admin.id,
      sql`SELECT * FROM app.moderate('event', ${a.event.id}::uuid, 'dismiss', 'nada a fazer', NULL)`,
    );
    for (const who of [a.ana.id, a.admin.id])
      for (const attempt of [
        sql`INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (${who}::uuid, 'profile', ${a.bia.id}::uuid, 'spam')`,
        sql`UPDATE reports SET status = 'open', resolved_at = NULL`,
        sql`DELETE FROM reports`,
        sql`INSERT INTO moderation_actions (admin_id, target_type, target_id, action, note)
            VALUES (${who}::uuid, 'profile', ${a.bia.id}::uuid, 'dismiss', 'forjado')`,
        sql`UPDATE moderation_actions SET note = 'mudado'`,
        sql`DELETE FROM moderation_actions`,
        sql`UPDATE profiles SET suspended_until = NULL WHERE id = ${who}::uuid`,
      ])
        await expect(as(who, attempt)).rejects.toSatisfy(dbError(/permission denied|auth\.forbidden/));
    // The organiser may edit the event, but not what the moderation team decided (the guard trigger).
    const hide = sql`UPDATE events SET hidden_at = now() WHERE id = ${a.event.id}::uuid`;
    await expect(as(a.organiser.id, hide)).rejects.toSatisfy(dbError(/^auth\.forbidden$/));
    await ctx.db.execute(hide);
    await expect(
      as(a.organiser.id, sql`UPDATE events SET hidden_at = NULL WHERE id = ${a.event.id}::uuid`),
    ).rejects.toSatisfy(dbError(/^auth\.forbidden$/));
  });

  it('only administrators act, and read the reported content through the queue function', async () => {
    const a = await arrange();
    for (const who of [a.ana.id, a.organiser.id]) {
      await expect(
        as(who, sql`SELECT * FROM app.moderate('event', ${a.event.id}::uuid, 'hide', 'escondido', NULL)`),
      ).rejects.toSatisfy(dbError(/^auth\.forbidden$/));
      await expect(
        as(who, sql`SELECT * FROM app.moderation_targets(ARRAY['event'], ARRAY[${a.event.id}::uuid])`),
      ).rejects.toSatisfy(dbError(/^auth\.forbidden$/));
    }
    await expect(
      as(null, sql`SELECT * FROM app.moderate('event', ${a.event.id}::uuid, 'hide', 'escondido', NULL)`),
    ).rejects.toSatisfy(dbError(/^auth\.unauthenticated$/));
    await expect(
      as(null, sql`SELECT app.file_report('event', ${a.event.id}::uuid, 'spam', NULL)`),
    ).rejects.toSatisfy(dbError(/^auth\.unauthenticated$/));
    const [content] = await as<{ title: string; hidden: boolean }>(
      a.admin.id,
      sql`SELECT title, hidden FROM app.moderation_targets(ARRAY['event'], ARRAY[${a.event.id}::uuid])`,
    );
    expect(content).toEqual({ title: 'Roda de Samba', hidden: false });
  });

  it('a hidden event is read by its organiser only, through the policy and app.event_visible', async () => {
    const a = await arrange();
    await as(
      a.admin.id,
      sql`SELECT * FROM app.moderate('event', ${a.event.id}::uuid, 'hide', 'escondido', NULL)`,
    );
    const sees = async (who: string | null) =>
      (
        await as<{ n: number }>(
          who,
          sql`SELECT count(*)::int AS n FROM events WHERE id = ${a.event.id}::uuid`,
        )
      )[0]?.n;
    expect(await sees(a.organiser.id)).toBe(1);
    for (const who of [a.ana.id, a.admin.id, null]) expect(await sees(who)).toBe(0);
    const [visible] = await as<{ v: boolean }>(
      a.ana.id,
      sql`SELECT app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id) AS v FROM (
            SELECT ${a.event.id}::uuid AS id, 'public'::text AS visibility, now() - interval '1 day' AS published_at,
                   ${a.organiser.id}::uuid AS organizer_id) e`,
    );
    expect(visible).toEqual({ v: false });
  });
});
