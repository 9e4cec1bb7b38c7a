import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/** app.my_group_invitations (migration 0028) at the policy level: plain SQL as the app role. */
describeEachBackend('group invitations: what an invited person sees', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  async function arrange() {
    const [owner, invited, outsider] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
    ];
    const [group] = await as<{ id: string }>(
      owner.id,
      sql`SELECT app.create_group('clube-fechado', 'Clube Fechado', '<p>Só convidados</p>', 'sports_fitness', 'Recife', 'private') AS id`,
    );
    const grp = group?.id ?? '';
    const open = await createEvent(ctx.db, owner.id, { name: 'Treino aberto' });
    const closed = await createEvent(ctx.db, owner.id, { name: 'Treino fechado', visibility: 'private' });
    await ctx.db.execute(
      sql`UPDATE events SET group_id = ${grp}, organizer_type = 'group' WHERE id IN (${open.id}, ${closed.id})`,
    );
    await as(
      owner.id,
      sql`SELECT * FROM app.invite_to_group(${grp}::uuid, ${`{${invited.id}}`}::uuid[], '{}'::text[], '{}'::text[], 14)`,
    );
    return { owner, invited, outsider, grp };
  }

  const mine = sql`SELECT group_id, slug, name, visibility, members, upcoming_events, invited_by FROM app.my_group_invitations()`;

  it('the invited person sees the private group they are invited to, with counts an outsider may know', async () => {
    const a = await arrange();
    // The group itself stays hidden from them until they accept.
    expect(await as(a.invited.id, sql`SELECT id FROM groups`)).toEqual([]);
    expect(await as(a.invited.id, mine)).toEqual([
      {
        group_id: a.grp,
        slug: 'clube-fechado',
        name: 'Clube Fechado',
        visibility: 'private',
        members: 1,
        // A private group's events are private (0029): its members' only.
        upcoming_events: 0,
        invited_by: a.owner.id,
      },
    ]);
    for (const who of [a.owner.id, a.outsider.id, null]) expect(await as(who, mine), String(who)).toEqual([]);
  });

  it('an answered or withdrawn invitation no longer shows', async () => {
    const a = await arrange();
    const [inv] = await as<{ id: string }>(a.invited.id, sql`SELECT id FROM group_invitations`);
    await as(a.invited.id, sql`SELECT * FROM app.answer_group_invitation(${inv?.id}::uuid, NULL, false)`);
    expect(await as(a.invited.id, mine)).toEqual([]);
    const [again] = await as<{ invitation_id: string }>(
      a.owner.id,
      sql`SELECT invitation_id FROM app.invite_to_group(${a.grp}::uuid, ${`{${a.invited.id}}`}::uuid[], '{}'::text[], '{}'::text[], 14)`,
    );
    expect(await as(a.invited.id, mine)).toHaveLength(1);
    await as(
      a.owner.id,
      sql`SELECT app.revoke_group_invitation(${a.grp}::uuid, ${again?.invitation_id}::uuid)`,
    );
    expect(await as(a.invited.id, mine)).toEqual([]);
  });
});
