import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/** Groups at the policy level (migration 0026): plain SQL as the app role, no service code. */
describeEachBackend('group policies', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));
  /** As the database's owner, past row security: for arranging and checking data. */
  const asOwner = <T>(text: ReturnType<typeof sql>) => queryRows<T>(ctx.db, text);
  const create = async (ownerId: string, slug: string, visibility: 'public' | 'private') => {
    const [row] = await as<{ id: string }>(
      ownerId,
      sql`SELECT app.create_group(${slug}, ${`Grupo ${slug}`}, NULL, 'sports_fitness', 'Recife', ${visibility}) AS id`,
    );
    return row?.id ?? '';
  };
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
  /** A Postgres array literal: one parameter, not a list of them. */
  const arr = (items: (string | undefined)[]) => `{${items.join(',')}}`;

  async function arrange() {
    const [owner, organiser, member, outsider, admin] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db, { role: 'admin' }),
    ];
    const open = await create(owner.id, 'corrida-aberta', 'public');
    const closed = await create(owner.id, 'corrida-fechada', 'private');
    // Members of the private group can only come in through an invitation (tested below); here
    // the database's owner seats them, as a migration would.
    await asOwner(sql`INSERT INTO group_members (group_id, user_id, role) VALUES (${open}, ${organiser.id}, 'organizer'),
         (${open}, ${member.id}, 'member'), (${closed}, ${organiser.id}, 'organizer'), (${closed}, ${member.id}, 'member')`);
    return { owner, organiser, member, outsider, admin, open, closed };
  }

  it('a public group is seen by everyone, a private one only by its members, with their members and followers', async () => {
    const a = await arrange();
    const groups = sql`SELECT id FROM groups`;
    for (const who of [a.owner.id, a.organiser.id, a.member.id])
      expect(ids(await as(who, groups))).toEqual([a.open, a.closed].sort());
    for (const who of [a.outsider.id, a.admin.id, null]) expect(ids(await as(who, groups))).toEqual([a.open]);

    const members = (grp: string) => sql`SELECT user_id AS id FROM group_members WHERE group_id = ${grp}`;
    expect(await as(null, members(a.open))).toHaveLength(3);
    expect(await as(a.outsider.id, members(a.closed))).toEqual([]);
    expect(await as(a.member.id, members(a.closed))).toHaveLength(3);
    expect(await as(a.owner.id, sql`SELECT app.group_role(${a.closed}::uuid) AS role`)).toEqual([
      { role: 'owner' },
    ]);
    // Counts only for what the caller can see.
    expect(
      await as(
        a.outsider.id,
        sql`SELECT group_id, members FROM app.group_counts(${arr([a.open, a.closed])}::uuid[])`,
      ),
    ).toEqual([{ group_id: a.open, members: 3 }]);
  });

  it('people join a public group as members and leave; a private group and other roles need an invitation', async () => {
    const a = await arrange();
    await as(
      a.outsider.id,
      sql`INSERT INTO group_members (group_id, user_id) VALUES (${a.open}, ${a.outsider.id})`,
    );
    for (const attempt of [
      sql`INSERT INTO group_members (group_id, user_id) VALUES (${a.closed}, ${a.outsider.id})`,
      sql`INSERT INTO group_members (group_id, user_id, role) VALUES (${a.open}, ${a.admin.id}, 'organizer')`,
      sql`INSERT INTO group_members (group_id, user_id) VALUES (${a.open}, ${a.admin.id})`,
    ])
      await expect(as(a.outsider.id, attempt)).rejects.toSatisfy(dbError(/row-level security/));
    const leave = (who: string, grp: string) =>
      as<{ id: string }>(
        who,
        sql`DELETE FROM group_members WHERE group_id = ${grp} AND user_id = ${who} RETURNING user_id AS id`,
      );
    expect(await leave(a.outsider.id, a.open)).toHaveLength(1);
    // The owner cannot leave (transfer first).
    expect(await leave(a.owner.id, a.open)).toEqual([]);
  });

  it('the owner changes roles and removes anyone; organisers remove members only; nobody becomes owner by hand', async () => {
    const a = await arrange();
    const promote = (who: string, role: string) =>
      as<{ id: string }>(
        who,
        sql`UPDATE group_members SET role = ${role} WHERE group_id = ${a.open} AND user_id = ${a.member.id} RETURNING user_id AS id`,
      );
    expect(await promote(a.organiser.id, 'organizer')).toEqual([]);
    expect(await promote(a.member.id, 'organizer')).toEqual([]);
    await expect(promote(a.owner.id, 'owner')).rejects.toSatisfy(dbError(/row-level security/));
    expect(await promote(a.owner.id, 'organizer')).toHaveLength(1);
    expect(await promote(a.owner.id, 'member')).toHaveLength(1);

    const remove = (who: string, whom: string) =>
      as<{ id: string }>(
        who,
        sql`DELETE FROM group_members WHERE group_id = ${a.open} AND user_id = ${whom} RETURNING user_id AS id`,
      );
    expect(await remove(a.member.id, a.organiser.id)).toEqual([]);
    expect(await remove(a.organiser.id, a.owner.id)).toEqual([]);
    expect(await remove(a.organiser.id, a.member.id)).toHaveLength(1);
    expect(await remove(a.owner.id, a.organiser.id)).toHaveLength(1);
  });

  it('only the owner and organisers change the group; only the owner deletes it', async () => {
    const a = await arrange();
    const rename = (who: string | null) =>
      as<{ id: string }>(who, sql`UPDATE groups SET name = 'Novo nome' WHERE id = ${a.open} RETURNING id`);
    for (const who of [a.member.id, a.outsider.id, a.admin.id, null]) expect(await rename(who)).toEqual([]);
    expect(await rename(a.organiser.id)).toHaveLength(1);
    const drop = (who: string) =>
      as<{ id: string }>(who, sql`DELETE FROM groups WHERE id = ${a.open} RETURNING id`);
    expect(await drop(a.organiser.id)).toEqual([]);
    await expect(
      as(a.owner.id, sql`INSERT INTO groups (slug, name, category) VALUES ('x', 'x', 'other')`),
    ).rejects.toSatisfy(dbError(/permission denied/));
  });

  it('followers follow what they can see, and only unfollow themselves', async () => {
    const a = await arrange();
    await as(
      a.outsider.id,
      sql`INSERT INTO group_followers (group_id, user_id) VALUES (${a.open}, ${a.outsider.id})`,
    );
    await expect(
      as(
        a.outsider.id,
        sql`INSERT INTO group_followers (group_id, user_id) VALUES (${a.closed}, ${a.outsider.id})`,
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
    await expect(
      as(
        a.outsider.id,
        sql`INSERT INTO group_followers (group_id, user_id) VALUES (${a.open}, ${a.member.id})`,
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
    expect(await as(a.owner.id, sql`DELETE FROM group_followers RETURNING user_id`)).toEqual([]);
    expect(await as(null, sql`SELECT user_id FROM group_followers`)).toEqual([{ user_id: a.outsider.id }]);
  });

  it('invitations: organisers invite; the invited person or the e-mailed link accepts once; nobody else sees them', async () => {
    const a = await arrange();
    const token = createHash('sha256').update('um-token-aleatorio-bem-longo').digest('hex');
    await expect(
      as(
        a.member.id,
        sql`SELECT * FROM app.invite_to_group(${a.closed}::uuid, ${arr([a.outsider.id])}::uuid[], '{}'::text[], '{}'::text[], 14)`,
      ),
    ).rejects.toSatisfy(dbError(/group\.forbidden/));
    const sent = await as<{ user_id: string | null; email: string | null; outcome: string }>(
      a.organiser.id,
      sql`SELECT user_id, email, outcome FROM app.invite_to_group(${a.closed}::uuid, ${arr([a.outsider.id, a.member.id])}::uuid[],
            ${arr(['Nova@Example.com'])}::text[], ${arr([token])}::text[], 14)`,
    );
    expect(sent).toEqual(
      expect.arrayContaining([
        { user_id: a.outsider.id, email: null, outcome: 'invited' },
        { user_id: a.member.id, email: null, outcome: 'member' },
        { user_id: null, email: 'nova@example.com', outcome: 'invited' },
      ]),
    );
    const again = await as<{ outcome: string }>(
      a.owner.id,
      sql`SELECT outcome FROM app.invite_to_group(${a.closed}::uuid, ${arr([a.outsider.id])}::uuid[], '{}'::text[], '{}'::text[], 14)`,
    );
    expect(again).toEqual([{ outcome: 'pending' }]);

    const invitations = sql`SELECT id, user_id FROM group_invitations`;
    expect(await as(a.member.id, invitations)).toEqual([]);
    expect(await as(a.admin.id, invitations)).toEqual([]);
    expect(await as(a.organiser.id, invitations)).toHaveLength(2);
    const [mine] = await as<{ id: string }>(a.outsider.id, invitations);
    expect(mine).toBeDefined();

    await expect(
      as(a.admin.id, sql`SELECT * FROM app.answer_group_invitation(${mine?.id}::uuid, NULL, true)`),
    ).rejects.toSatisfy(dbError(/group\.invitation\.not_found/));
    expect(
      await as(
        a.outsider.id,
        sql`SELECT slug, role FROM app.answer_group_invitation(${mine?.id}::uuid, NULL, true)`,
      ),
    ).toEqual([{ slug: 'corrida-fechada', role: 'member' }]);
    await expect(
      as(a.outsider.id, sql`SELECT * FROM app.answer_group_invitation(${mine?.id}::uuid, NULL, true)`),
    ).rejects.toSatisfy(dbError(/group\.invitation\.answered/));
    expect(ids(await as(a.outsider.id, sql`SELECT id FROM groups`))).toEqual([a.open, a.closed].sort());

    // The e-mailed link binds whoever opens it; once.
    expect(
      await as(a.admin.id, sql`SELECT role FROM app.answer_group_invitation(NULL, ${token}, true)`),
    ).toEqual([{ role: 'member' }]);
    await expect(
      as(a.outsider.id, sql`SELECT * FROM app.answer_group_invitation(NULL, ${token}, true)`),
    ).rejects.toSatisfy(dbError(/group\.invitation\.answered/));
  });

  it('an expired invitation cannot be accepted, and revoked ones neither', async () => {
    const a = await arrange();
    await as(
      a.owner.id,
      sql`SELECT * FROM app.invite_to_group(${a.closed}::uuid, ${arr([a.outsider.id])}::uuid[], '{}'::text[], '{}'::text[], 14)`,
    );
    await asOwner(sql`UPDATE group_invitations SET expires_at = now() - interval '1 minute'`);
    const [inv] = await as<{ id: string }>(a.outsider.id, sql`SELECT id FROM group_invitations`);
    await expect(
      as(a.outsider.id, sql`SELECT * FROM app.answer_group_invitation(${inv?.id}::uuid, NULL, true)`),
    ).rejects.toSatisfy(dbError(/group\.invitation\.expired/));
    const fresh = await as<{ invitation_id: string }>(
      a.owner.id,
      sql`SELECT invitation_id FROM app.invite_to_group(${a.closed}::uuid, ${arr([a.outsider.id])}::uuid[], '{}'::text[], '{}'::text[], 14)`,
    );
    await as(
      a.organiser.id,
      sql`SELECT app.revoke_group_invitation(${a.closed}::uuid, ${fresh[0]?.invitation_id}::uuid)`,
    );
    await expect(
      as(
        a.outsider.id,
        sql`SELECT * FROM app.answer_group_invitation(${fresh[0]?.invitation_id}::uuid, NULL, true)`,
      ),
    ).rejects.toSatisfy(dbError(/group\.invitation\.answered/));
  });

  it('the owner transfers to a member (and stays as organiser) and deletes: events cancelled, kept by their organisers', async () => {
    const a = await arrange();
    await expect(
      as(a.organiser.id, sql`SELECT app.transfer_group(${a.open}::uuid, ${a.member.id}::uuid)`),
    ).rejects.toSatisfy(dbError(/group\.owner_only/));
    await expect(
      as(a.owner.id, sql`SELECT app.transfer_group(${a.open}::uuid, ${a.outsider.id}::uuid)`),
    ).rejects.toSatisfy(dbError(/group\.member\.not_found/));
    await as(a.owner.id, sql`SELECT app.transfer_group(${a.open}::uuid, ${a.member.id}::uuid)`);
    const roles = await as<{ user_id: string; role: string }>(
      null,
      sql`SELECT user_id, role FROM group_members WHERE group_id = ${a.open} ORDER BY role`,
    );
    expect(roles).toEqual(
      expect.arrayContaining([
        { user_id: a.member.id, role: 'owner' },
        { user_id: a.owner.id, role: 'organizer' },
      ]),
    );

    const future = await createEvent(ctx.db, a.organiser.id, { name: 'Treino de sábado' });
    const past = await createEvent(ctx.db, a.organiser.id, {
      startDatetime: new Date(Date.now() - 3 * 86_400_000),
      endDatetime: new Date(Date.now() - 3 * 86_400_000 + 3_600_000),
    });
    await asOwner(
      sql`UPDATE events SET group_id = ${a.open}, organizer_type = 'group' WHERE id IN (${future.id}, ${past.id})`,
    );
    await expect(as(a.owner.id, sql`SELECT app.delete_group(${a.open}::uuid)`)).rejects.toSatisfy(
      dbError(/group\.owner_only/),
    );
    const cancelled = await as<{ id: string }>(
      a.member.id,
      sql`SELECT app.delete_group(${a.open}::uuid) AS id`,
    );
    expect(cancelled).toEqual([{ id: future.id }]);
    const rows = await asOwner<{
      id: string;
      group_id: string | null;
      cancelled: boolean;
    }>(sql`SELECT id, group_id, cancelled_at IS NOT NULL AS cancelled FROM events
          WHERE id IN (${future.id}, ${past.id}) ORDER BY start_datetime`);
    expect(rows).toEqual([
      { id: past.id, group_id: null, cancelled: false },
      { id: future.id, group_id: null, cancelled: true },
    ]);
    expect(await as(null, sql`SELECT id FROM groups WHERE id = ${a.open}`)).toEqual([]);
  });

  it('an owner whose account goes away hands the group to the longest-standing organiser', async () => {
    const a = await arrange();
    await asOwner(sql`DELETE FROM auth_users WHERE id = ${a.owner.id}`);
    const rows = await asOwner<{ group_id: string; user_id: string }>(
      sql`SELECT group_id, user_id FROM group_members WHERE role = 'owner' ORDER BY group_id`,
    );
    expect(rows.map((r) => r.user_id)).toEqual([a.organiser.id, a.organiser.id]);
    const lonely = await create(a.outsider.id, 'so-eu', 'public');
    await asOwner(sql`DELETE FROM auth_users WHERE id = ${a.outsider.id}`);
    const left = await asOwner(sql`SELECT id FROM groups WHERE id = ${lonely}`);
    expect(left).toEqual([]);
  });
});
