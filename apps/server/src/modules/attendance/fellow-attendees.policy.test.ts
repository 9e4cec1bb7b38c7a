import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { befriend, block } from '../profiles/testing/social-arrange.ts';

/**
 * Who else is going, at the database: the definer functions of migrations 0023 and 0030 called as
 * the app role by a visitor, someone not going, someone waiting, someone going and the organiser,
 * with the attendance setting at everyone, friends and only me, and across blocks. The row policies
 * of event_attendances are not loosened for it.
 */
describeEachBackend('fellow attendees policy', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  /** A person with their private row (as the app creates it on first use): shown to everyone, or to nobody. */
  async function person(firstName: string, showAttendance = false) {
    const row = await createProfile(ctx.db, { firstName });
    await ctx.db.execute(sql`INSERT INTO profile_private (profile_id, email, attendance_visibility)
      VALUES (${row.id}, ${`${row.id}@example.test`}, ${showAttendance ? 'everyone' : 'only_me'})`);
    return row;
  }

  async function arrange() {
    const owner = await person('Olga');
    const ana = await person('Ana', true);
    const bia = await person('Bia', false);
    const caio = await person('Caio', true);
    const davi = await person('Davi', true);
    const edu = await person('Edu', true);
    const stranger = await person('Fábio', true);
    const admin = await createProfile(ctx.db, { role: 'admin', firstName: 'Gil' });
    const event = await createEvent(ctx.db, owner.id, { capacity: 4 });
    for (const who of [ana, bia, caio, davi]) await as(who.id, sql`SELECT app.rsvp(${event.id}::uuid)`);
    // Edu waits: every seat is taken.
    await as(edu.id, sql`SELECT app.rsvp(${event.id}::uuid)`);
    // Davi checks in at the door, then the organiser removes Caio (Edu takes the seat).
    const [davisTicket] = await queryRows<{ ticket_code: string }>(
      ctx.db,
      sql`SELECT ticket_code FROM event_attendances WHERE user_id = ${davi.id}`,
    );
    await as(owner.id, sql`SELECT * FROM app.check_in(${event.id}::uuid, ${davisTicket?.ticket_code})`);
    const [caios] = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM event_attendances WHERE user_id = ${caio.id}`,
    );
    await as(owner.id, sql`SELECT * FROM app.remove_attendee(${event.id}::uuid, ${caios?.id}::uuid)`);
    return { owner, ana, bia, caio, davi, edu, stranger, admin, event };
  }

  const list = (id: string) => sql`SELECT first_name FROM app.fellow_attendees(${id}::uuid, NULL, NULL, 50)`;
  const totals = (id: string) => sql`SELECT * FROM app.fellow_attendee_totals(${id}::uuid)`;
  const names = (rows: { first_name: string }[]) => rows.map((r) => r.first_name);

  it('shows the people with a seat who allowed it, to those going and to the organiser, never themselves', async () => {
    const a = await arrange();
    // Seats: Ana (shows), Bia (hides), Davi (checked in, shows), Edu (moved up from the waitlist, shows).
    expect(names(await as(a.ana.id, list(a.event.id)))).toEqual(['Davi', 'Edu']);
    expect(await as(a.ana.id, totals(a.event.id))).toEqual([{ shown: 2, hidden: 1, viewer_shown: true }]);
    expect(names(await as(a.bia.id, list(a.event.id)))).toEqual(['Ana', 'Davi', 'Edu']);
    expect(await as(a.bia.id, totals(a.event.id))).toEqual([{ shown: 3, hidden: 0, viewer_shown: false }]);
    expect(names(await as(a.davi.id, list(a.event.id)))).toEqual(['Ana', 'Edu']);
    expect(names(await as(a.owner.id, list(a.event.id)))).toEqual(['Ana', 'Davi', 'Edu']);
    expect(await as(a.owner.id, totals(a.event.id))).toEqual([{ shown: 3, hidden: 1, viewer_shown: false }]);
  });

  it('refuses visitors, people not going, the removed, the waitlist and administrators', async () => {
    const a = await arrange();
    // A second event, full, so someone waits there.
    const full = await createEvent(ctx.db, a.owner.id, { capacity: 1 });
    await as(a.ana.id, sql`SELECT app.rsvp(${full.id}::uuid)`);
    await as(a.bia.id, sql`SELECT app.rsvp(${full.id}::uuid)`);
    const refused = async (userId: string | null, event: string, pattern: RegExp) => {
      await expect(as(userId, list(event))).rejects.toSatisfy(dbError(pattern));
      await expect(as(userId, totals(event))).rejects.toSatisfy(dbError(pattern));
    };
    await refused(null, a.event.id, /auth.unauthenticated/);
    await refused(a.stranger.id, a.event.id, /attendance.fellows.forbidden/);
    await refused(a.caio.id, a.event.id, /attendance.fellows.forbidden/);
    await refused(a.admin.id, a.event.id, /attendance.fellows.forbidden/);
    await refused(a.bia.id, full.id, /attendance.fellows.forbidden/);
    // Someone who cancels is out too.
    await as(a.ana.id, sql`SELECT * FROM app.cancel_attendance(${a.event.id}::uuid)`);
    await refused(a.ana.id, a.event.id, /attendance.fellows.forbidden/);
  });

  it('hides an event the caller cannot see, even from someone going to the organiser’s other event', async () => {
    const a = await arrange();
    const hidden = await createEvent(ctx.db, a.owner.id, { visibility: 'private' });
    const draft = await createEvent(ctx.db, a.owner.id, { publishedAt: null });
    for (const id of [hidden.id, draft.id]) {
      await expect(as(a.ana.id, list(id))).rejects.toSatisfy(dbError(/event.not_found/));
      await expect(as(a.ana.id, totals(id))).rejects.toSatisfy(dbError(/event.not_found/));
      expect(await as(a.owner.id, list(id))).toEqual([]);
      expect(await as(a.owner.id, totals(id))).toEqual([{ shown: 0, hidden: 0, viewer_shown: false }]);
    }
  });

  it('follows the setting at once, counts someone without a private row as hidden, and pages by arrival', async () => {
    const a = await arrange();
    const nobodyYet = await createProfile(ctx.db, { firstName: 'Hugo' });
    await as(nobodyYet.id, sql`SELECT app.rsvp(${a.event.id}::uuid)`);
    // Hugo waits (the event is full): the organiser gives him a seat.
    const [hugos] = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM event_attendances WHERE user_id = ${nobodyYet.id}`,
    );
    await as(a.owner.id, sql`SELECT app.promote_attendee(${a.event.id}::uuid, ${hugos?.id}::uuid)`);
    expect(await as(a.bia.id, totals(a.event.id))).toEqual([{ shown: 3, hidden: 1, viewer_shown: false }]);

    await as(
      a.ana.id,
      sql`UPDATE profile_private SET attendance_visibility = 'only_me' WHERE profile_id = ${a.ana.id}`,
    );
    expect(names(await as(a.bia.id, list(a.event.id)))).toEqual(['Davi', 'Edu']);
    await as(
      a.bia.id,
      sql`UPDATE profile_private SET attendance_visibility = 'everyone' WHERE profile_id = ${a.bia.id}`,
    );
    expect(await as(a.bia.id, totals(a.event.id))).toEqual([{ shown: 2, hidden: 2, viewer_shown: true }]);
    expect(names(await as(a.ana.id, list(a.event.id)))).toEqual(['Bia', 'Davi', 'Edu']);

    // One row a page, after the last one's arrival time and id.
    const page = (after: { sort_at: Date | string; attendance_id: string } | null) =>
      as<{ first_name: string; sort_at: Date | string; attendance_id: string }>(
        a.ana.id,
        sql`SELECT first_name, sort_at, attendance_id FROM app.fellow_attendees(${a.event.id}::uuid,
          ${after ? new Date(after.sort_at).toISOString() : null}::timestamptz, ${after?.attendance_id ?? null}::uuid, 1)`,
      );
    const seen: string[] = [];
    let last: Awaited<ReturnType<typeof page>>[number] | null = null;
    for (let i = 0; i < 5; i++) {
      const rows: Awaited<ReturnType<typeof page>> = await page(last);
      if (rows.length === 0) break;
      seen.push(...rows.map((r) => r.first_name));
      last = rows.at(-1) ?? null;
    }
    expect(seen).toEqual(['Bia', 'Davi', 'Edu']);
  });

  it('keeps the setting its owner’s: nobody else reads or changes it, and attendances stay as private as before', async () => {
    const a = await arrange();
    expect(
      await as(
        a.bia.id,
        sql`SELECT attendance_visibility FROM profile_private WHERE profile_id = ${a.ana.id}`,
      ),
    ).toEqual([]);
    await as(
      a.bia.id,
      sql`UPDATE profile_private SET attendance_visibility = 'only_me' WHERE profile_id = ${a.ana.id}`,
    );
    expect(
      await as(
        a.ana.id,
        sql`SELECT attendance_visibility FROM profile_private WHERE profile_id = ${a.ana.id}`,
      ),
    ).toEqual([{ attendance_visibility: 'everyone' }]);
    // The row policies still show a person only their own attendance.
    const users = await as<{ user_id: string }>(a.ana.id, sql`SELECT user_id FROM event_attendances`);
    expect(users.map((u) => u.user_id)).toEqual([a.ana.id]);
    // The check behind both functions is not the app role's to call.
    await expect(as(a.ana.id, sql`SELECT app.assert_fellow_attendee(${a.event.id}::uuid)`)).rejects.toSatisfy(
      dbError(/permission denied/),
    );
  });

  it('shows someone whose setting is friends only to their friends going, and nobody across a block', async () => {
    const a = await arrange();
    await ctx.db.execute(
      sql`UPDATE profile_private SET attendance_visibility = 'friends' WHERE profile_id = ${a.ana.id}`,
    );
    await befriend(ctx.db, a.ana.id, a.davi.id);
    expect(names(await as(a.davi.id, list(a.event.id)))).toContain('Ana');
    expect(names(await as(a.bia.id, list(a.event.id)))).not.toContain('Ana');
    expect(await as(a.ana.id, totals(a.event.id))).toEqual([{ shown: 2, hidden: 1, viewer_shown: true }]);
    // A block either way hides both from each other, in the list and in the counts.
    await block(ctx.db, a.davi.id, a.edu.id);
    expect(names(await as(a.davi.id, list(a.event.id)))).toEqual(['Ana']);
    expect(names(await as(a.edu.id, list(a.event.id)))).toEqual([]);
    // Edu sees neither Ana (friends only) nor Bia (only me), and Davi is in neither count.
    expect(await as(a.edu.id, totals(a.event.id))).toEqual([{ shown: 0, hidden: 2, viewer_shown: true }]);
  });
});
