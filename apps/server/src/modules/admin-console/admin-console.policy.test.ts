import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/**
 * The audit log and role changes at the policy level (migrations 0040 and 0042): plain SQL as the
 * app role. Administrators read the log; an entry is written only in the writer's own name, by an
 * administrator, or by a moderator for moderating reports; nobody changes or removes one; only an
 * administrator changes a role, and a moderator reads the reports queue's rows.
 */
describeEachBackend('admin console policies', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  async function arrange() {
    const [user, moderator, admin] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db, { role: 'moderator' }),
      await createProfile(ctx.db, { role: 'admin' }),
    ];
    await ctx.db.execute(
      sql`INSERT INTO admin_audit_log (actor_id, action, target_type, target_id, reason)
          VALUES (${admin.id}::uuid, 'role.grant', 'profile', ${moderator.id}, 'equipe')`,
    );
    return { user, moderator, admin };
  }

  const entry = (actor: string, action: string) =>
    sql`INSERT INTO admin_audit_log (actor_id, action, target_type, target_id)
        VALUES (${actor}::uuid, ${action}, 'report', NULL)`;
  const entries = (who: string | null) =>
    as<{ n: number }>(who, sql`SELECT count(*)::int AS n FROM admin_audit_log`).then((r) => r[0]?.n);

  it('only administrators read the log', async () => {
    const a = await arrange();
    for (const who of [a.user.id, a.moderator.id, null]) expect(await entries(who)).toBe(0);
    expect(await entries(a.admin.id)).toBe(1);
  });

  it('an entry is written in the writer’s own name only; a moderator writes report.moderate only', async () => {
    const a = await arrange();
    const refused = dbError(/row-level security|permission denied/);
    await expect(as(a.user.id, entry(a.user.id, 'report.moderate'))).rejects.toSatisfy(refused);
    await expect(as(a.user.id, entry(a.admin.id, 'role.grant'))).rejects.toSatisfy(refused);
    await expect(as(null, entry(a.admin.id, 'role.grant'))).rejects.toSatisfy(refused);
    await expect(as(a.moderator.id, entry(a.moderator.id, 'role.grant'))).rejects.toSatisfy(refused);
    await expect(as(a.moderator.id, entry(a.admin.id, 'report.moderate'))).rejects.toSatisfy(refused);
    await expect(as(a.admin.id, entry(a.moderator.id, 'report.moderate'))).rejects.toSatisfy(refused);
    await as(a.moderator.id, entry(a.moderator.id, 'report.moderate'));
    await as(a.admin.id, entry(a.admin.id, 'theme.create'));
    expect(await entries(a.admin.id)).toBe(3);
  });

  it('nobody changes or removes an entry, administrators included', async () => {
    const a = await arrange();
    for (const who of [a.user.id, a.moderator.id, a.admin.id])
      for (const attempt of [
        sql`UPDATE admin_audit_log SET reason = 'outro'`,
        sql`DELETE FROM admin_audit_log`,
        sql`TRUNCATE admin_audit_log`,
      ])
        await expect(as(who, attempt)).rejects.toSatisfy(dbError(/permission denied/));
    expect(await entries(a.admin.id)).toBe(1);
  });

  it('only an administrator changes a role, and nobody writes the role column directly', async () => {
    const a = await arrange();
    const promote = sql`SELECT * FROM app.set_profile_role(${a.user.id}::uuid, 'admin')`;
    await expect(as(null, promote)).rejects.toSatisfy(dbError(/^auth\.unauthenticated$/));
    for (const who of [a.user.id, a.moderator.id])
      await expect(as(who, promote)).rejects.toSatisfy(dbError(/^auth\.forbidden$/));
    for (const who of [a.user.id, a.moderator.id]) {
      await as(who, sql`UPDATE profiles SET role = 'admin' WHERE id = ${who}::uuid`).catch(() => undefined);
      const [row] = await queryRows<{ role: string }>(
        ctx.db,
        sql`SELECT role FROM profiles WHERE id = ${who}::uuid`,
      );
      expect(row?.role).not.toBe('admin');
    }
    expect(await as(a.admin.id, promote)).toEqual([{ before_role: 'user', after_role: 'admin' }]);
  });

  it('a moderator reads every report and the moderation log, and acts through app.moderate', async () => {
    const a = await arrange();
    const organiser = await createProfile(ctx.db);
    const event = await createEvent(ctx.db, organiser.id);
    await as(a.user.id, sql`SELECT app.file_report('event', ${event.id}::uuid, 'spam', NULL)`);
    const reports = (who: string) =>
      as<{ n: number }>(who, sql`SELECT count(*)::int AS n FROM reports`).then((r) => r[0]?.n);
    expect(await reports(a.moderator.id)).toBe(1);
    expect(await reports(organiser.id)).toBe(0);
    const targets = sql`SELECT title FROM app.moderation_targets(ARRAY['event'], ARRAY[${event.id}::uuid])`;
    expect(await as(a.moderator.id, targets)).toEqual([{ title: event.name }]);
    await expect(as(organiser.id, targets)).rejects.toSatisfy(dbError(/^auth\.forbidden$/));
    await as(
      a.moderator.id,
      sql`SELECT * FROM app.moderate('event', ${event.id}::uuid, 'dismiss', 'nada', NULL)`,
    );
    const log = await as<{ n: number }>(
      a.moderator.id,
      sql`SELECT count(*)::int AS n FROM moderation_actions`,
    );
    expect(log).toEqual([{ n: 1 }]);
  });
});
