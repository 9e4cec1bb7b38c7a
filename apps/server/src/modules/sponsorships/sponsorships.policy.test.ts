import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/**
 * Sponsorships at the policy level (migration 0043): plain SQL as the app role, no service code.
 * Who sees which rows, who may insert, and the guard trigger's lock on who changes what.
 */
describeEachBackend('sponsorship policies', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));
  const asOwner = <T>(text: ReturnType<typeof sql>) => queryRows<T>(ctx.db, text);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

  async function arrange() {
    const [organiser, sponsor, other, admin, groupOwner] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db, { role: 'admin' }),
      await createProfile(ctx.db),
    ];
    const event = await createEvent(ctx.db, organiser.id);
    const privateEvent = await createEvent(ctx.db, organiser.id, { visibility: 'private' });
    const [tier] = await asOwner<{ id: string }>(
      sql`INSERT INTO sponsorship_tiers (event_id, name, amount_cents, slots) VALUES (${event.id}, 'Ouro', 1000, 5) RETURNING id`,
    );
    const [privateTier] = await asOwner<{ id: string }>(
      sql`INSERT INTO sponsorship_tiers (event_id, name, amount_cents, slots) VALUES (${privateEvent.id}, 'Ouro', 1000, 5) RETURNING id`,
    );
    const insert = (eventId: string, tierId: string, state: string, person = sponsor.id) =>
      asOwner<{ id: string }>(
        sql`INSERT INTO sponsorships (event_id, tier_id, person_id, display_name, amount_cents, state)
          VALUES (${eventId}, ${tierId}, ${person}, 'Padaria', 1000, ${state}) RETURNING id`,
      ).then((rows) => rows[0]?.id ?? '');
    const requested = await insert(event.id, tier?.id ?? '', 'requested');
    const approved = await insert(event.id, tier?.id ?? '', 'approved', other.id);
    const declined = await insert(event.id, tier?.id ?? '', 'declined', groupOwner.id);
    const approvedPrivate = await insert(privateEvent.id, privateTier?.id ?? '', 'approved');
    return {
      organiser,
      sponsor,
      other,
      admin,
      groupOwner,
      event,
      tier: tier?.id ?? '',
      requested,
      approved,
      declined,
      approvedPrivate,
    };
  }

  it('the public sees approved ones of events it may see; sponsors their own; managers and admins all', async () => {
    const a = await arrange();
    const all = sql`SELECT id FROM sponsorships`;
    const stranger = await createProfile(ctx.db);
    expect(ids(await as(null, all))).toEqual([a.approved]);
    expect(ids(await as(stranger.id, all))).toEqual([a.approved]);
    expect(ids(await as(a.sponsor.id, all))).toEqual([a.requested, a.approved, a.approvedPrivate].sort());
    expect(ids(await as(a.organiser.id, all))).toEqual(
      [a.requested, a.approved, a.declined, a.approvedPrivate].sort(),
    );
    expect(ids(await as(a.admin.id, all))).toHaveLength(4);
  });

  it('inserts only one’s own request, as oneself or a group one manages, in state requested', async () => {
    const a = await arrange();
    const [group] = await asOwner<{ id: string }>(
      sql`INSERT INTO groups (slug, name, category, city, visibility) VALUES ('padarias', 'Padarias', 'food_drink', 'Recife', 'public') RETURNING id`,
    );
    await asOwner(
      sql`INSERT INTO group_members (group_id, user_id, role) VALUES (${group?.id}, ${a.groupOwner.id}, 'owner')`,
    );
    const ask = (who: string, person: string, grp: string | null, state = 'requested') =>
      as(
        who,
        sql`INSERT INTO sponsorships (event_id, tier_id, person_id, group_id, display_name, amount_cents, state)
          VALUES (${a.event.id}, ${a.tier}, ${person}, ${grp}::uuid, 'Alguém', 1000, ${state}) RETURNING id`,
      );
    await expect(ask(a.other.id, a.sponsor.id, null)).rejects.toSatisfy(dbError(/row-level security/));
    await expect(ask(a.other.id, a.other.id, group?.id ?? null)).rejects.toSatisfy(
      dbError(/row-level security/),
    );
    await expect(ask(a.groupOwner.id, a.groupOwner.id, null, 'approved')).rejects.toSatisfy(
      dbError(/row-level security/),
    );
    expect(await ask(a.groupOwner.id, a.groupOwner.id, group?.id ?? null)).toHaveLength(1);
    // One in progress per sponsor and event.
    await expect(ask(a.sponsor.id, a.sponsor.id, null)).rejects.toSatisfy(
      dbError(/sponsorships_one_open_idx/),
    );
  });

  it('the guard trigger lets each role make only its own changes', async () => {
    const a = await arrange();
    const refused = (who: string, change: ReturnType<typeof sql>, code: RegExp) =>
      expect(as(who, change)).rejects.toSatisfy(dbError(code));
    const on = (id: string, set: ReturnType<typeof sql>) =>
      sql`UPDATE sponsorships SET ${set} WHERE id = ${id} RETURNING id`;

    // The sponsor approving itself, changing the amount or its name; the organiser approving or editing the sponsor's words.
    await refused(a.sponsor.id, on(a.requested, sql`state = 'approved'`), /sponsorship.state_changed/);
    await refused(a.sponsor.id, on(a.requested, sql`amount_cents = 1`), /sponsorship.forbidden/);
    await refused(a.sponsor.id, on(a.requested, sql`display_name = 'Outro nome'`), /sponsorship.forbidden/);
    await refused(a.organiser.id, on(a.requested, sql`state = 'approved'`), /sponsorship.state_changed/);
    await refused(a.organiser.id, on(a.requested, sql`message = 'editado'`), /sponsorship.forbidden/);
    await refused(a.organiser.id, on(a.requested, sql`admin_note = 'nota'`), /sponsorship.forbidden/);
    await refused(a.organiser.id, on(a.approved, sql`state = 'declined'`), /sponsorship.state_changed/);
    await refused(
      a.admin.id,
      on(a.approved, sql`tier_id = tier_id, person_id = ${a.sponsor.id}`),
      /sponsorship.forbidden/,
    );
    await refused(a.admin.id, on(a.approved, sql`amount_cents = 5`), /sponsorship.forbidden/);
    // Others may not even reach the row.
    expect(await as(a.other.id, on(a.requested, sql`state = 'withdrawn'`))).toEqual([]);

    // What each may do.
    expect(
      await as(a.sponsor.id, on(a.requested, sql`logo_path = 'sponsorships/x/y-logo.webp'`)),
    ).toHaveLength(1);
    expect(
      await as(
        a.organiser.id,
        on(a.requested, sql`state = 'accepted', accepted_at = now(), organiser_note = 'ok'`),
      ),
    ).toHaveLength(1);
    expect(await as(a.sponsor.id, on(a.requested, sql`state = 'withdrawn', closed_at = now()`))).toHaveLength(
      1,
    );
    await refused(a.sponsor.id, on(a.requested, sql`logo_path = NULL`), /sponsorship.state_changed/);
    expect(
      await as(
        a.admin.id,
        on(a.approved, sql`state = 'ended', featured_from = NULL, featured_until = NULL, admin_note = 'fim'`),
      ),
    ).toHaveLength(1);
    // The owner (seeds, definer functions) is not guarded.
    expect(await asOwner(on(a.approved, sql`state = 'approved'`))).toHaveLength(1);
  });

  it('stats are the involved people’s only, visits nobody’s; tier slots are counted for anyone who sees the event', async () => {
    const a = await arrange();
    await asOwner(
      sql`INSERT INTO sponsorship_stats (sponsorship_id, day, impressions, clicks) VALUES (${a.approved}, current_date, 3, 1)`,
    );
    await asOwner(
      sql`INSERT INTO sponsorship_visits (sponsorship_id, day, kind, visitor_hash) VALUES (${a.approved}, current_date, 'click', 'abc')`,
    );
    const stats = sql`SELECT sponsorship_id AS id FROM sponsorship_stats`;
    expect(await as(null, stats)).toEqual([]);
    expect(await as(a.sponsor.id, stats)).toEqual([]);
    expect(await as(a.other.id, stats)).toHaveLength(1);
    expect(await as(a.organiser.id, stats)).toHaveLength(1);
    for (const who of [null, a.other.id, a.organiser.id, a.admin.id])
      await expect(as(who, sql`SELECT * FROM sponsorship_visits`)).rejects.toSatisfy(
        dbError(/permission denied/),
      );
    expect(await as(null, sql`SELECT taken FROM app.sponsorship_tier_taken(${a.event.id}::uuid)`)).toEqual([
      { taken: 1 },
    ]);
    expect(await as(a.organiser.id, sql`SELECT id FROM app.sponsorship_admin_ids() AS id`)).toEqual([
      { id: a.admin.id },
    ]);
    // Visitors are told nothing of who administers.
    expect(await as(null, sql`SELECT id FROM app.sponsorship_admin_ids() AS id`)).toEqual([]);
  });

  it('tiers and settings are written by the event’s managers only', async () => {
    const a = await arrange();
    const addTier = sql`INSERT INTO sponsorship_tiers (event_id, name, amount_cents, slots) VALUES (${a.event.id}, 'Prata', 100, 1) RETURNING id`;
    const open = sql`INSERT INTO sponsorship_settings (event_id, open) VALUES (${a.event.id}, true) RETURNING event_id`;
    for (const who of [null, a.sponsor.id, a.other.id]) {
      await expect(as(who, addTier)).rejects.toSatisfy(dbError(/row-level security/));
      await expect(as(who, open)).rejects.toSatisfy(dbError(/row-level security/));
      expect(await as(who, sql`UPDATE sponsorship_tiers SET slots = 9 RETURNING id`)).toEqual([]);
    }
    expect(await as(a.organiser.id, addTier)).toHaveLength(1);
    expect(await as(a.organiser.id, open)).toHaveLength(1);
  });
});
