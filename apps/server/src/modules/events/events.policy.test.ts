import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation, createProfile, days } from '../../test/factories.ts';

/** The events rule at the policy level: plain SQL as the app role, no service code involved. */
describeEachBackend('events policy', (ctx) => {
  async function arrange() {
    const organiser = await createProfile(ctx.db);
    const other = await createProfile(ctx.db);
    const venue = await createLocation(ctx.db, organiser.id, { isPublic: false, name: 'Casa da Ana' });
    const open = await createEvent(ctx.db, organiser.id, { name: 'Público' });
    const hidden = await createEvent(ctx.db, organiser.id, {
      name: 'Privado',
      visibility: 'private',
      locationId: venue.id,
    });
    const draft = await createEvent(ctx.db, organiser.id, { name: 'Rascunho', publishedAt: null });
    const scheduled = await createEvent(ctx.db, organiser.id, { name: 'Agendado', publishedAt: days(2) });
    return { organiser, other, venue, open, hidden, draft, scheduled };
  }

  const visibleIds = (userId: string | null) =>
    withUser(ctx.db, userId, async (tx) => {
      const rows = await queryRows<{ id: string }>(tx, sql`SELECT id FROM events`);
      return rows.map((r) => r.id).sort();
    });

  it('shows a visitor only public published events', async () => {
    const a = await arrange();
    expect(await visibleIds(null)).toEqual([a.open.id]);
  });

  it('shows another user only public published events', async () => {
    const a = await arrange();
    expect(await visibleIds(a.other.id)).toEqual([a.open.id]);
  });

  it('shows the organiser their private events and drafts too', async () => {
    const a = await arrange();
    expect(await visibleIds(a.organiser.id)).toEqual(
      [a.open.id, a.hidden.id, a.draft.id, a.scheduled.id].sort(),
    );
  });

  it('hides private events from the details view too', async () => {
    const a = await arrange();
    const names = await withUser(ctx.db, null, async (tx) => {
      const rows = await queryRows<{ name: string }>(tx, sql`SELECT name FROM events_with_details`);
      return rows.map((row) => row.name);
    });
    expect(names).toEqual([a.open.name]);
  });

  it('hides a private venue from visitors unless a visible event uses it', async () => {
    const a = await arrange();
    const venueVisible = (userId: string | null) =>
      withUser(ctx.db, userId, async (tx) => {
        const rows = await queryRows(tx, sql`SELECT id FROM locations WHERE id = ${a.venue.id}`);
        return rows.length === 1;
      });
    expect(await venueVisible(null)).toBe(false);
    expect(await venueVisible(a.organiser.id)).toBe(true);
    await ctx.db.execute(sql`UPDATE events SET location_id = ${a.venue.id} WHERE id = ${a.open.id}`);
    expect(await venueVisible(null)).toBe(true);
  });

  it('lets only the organiser change or delete an event', async () => {
    const a = await arrange();
    const rename = (userId: string | null) =>
      withUser(ctx.db, userId, async (tx) => {
        const rows = await queryRows(
          tx,
          sql`UPDATE events SET name = 'x' WHERE id = ${a.open.id} RETURNING id`,
        );
        return rows.length;
      });
    expect(await rename(null)).toBe(0);
    expect(await rename(a.other.id)).toBe(0);
    expect(await rename(a.organiser.id)).toBe(1);
    const remove = (userId: string) =>
      withUser(ctx.db, userId, async (tx) => {
        const rows = await queryRows(tx, sql`DELETE FROM events WHERE id = ${a.hidden.id} RETURNING id`);
        return rows.length;
      });
    expect(await remove(a.other.id)).toBe(0);
    expect(await remove(a.organiser.id)).toBe(1);
  });

  it('refuses to create or move an event under another organiser', async () => {
    const a = await arrange();
    await expect(
      withUser(ctx.db, a.other.id, (tx) =>
        tx.execute(sql`INSERT INTO events (slug, name, category, organizer_id, start_datetime)
                       VALUES ('x', 'x', 'other', ${a.organiser.id}, now())`),
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
    await expect(
      withUser(ctx.db, a.organiser.id, (tx) =>
        tx.execute(sql`UPDATE events SET organizer_id = ${a.other.id} WHERE id = ${a.open.id}`),
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
  });

  it('does not let a user raise their own role', async () => {
    const a = await arrange();
    await expect(
      withUser(ctx.db, a.other.id, (tx) =>
        tx.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${a.other.id}`),
      ),
    ).rejects.toSatisfy(dbError(/permission denied/));
  });
});
