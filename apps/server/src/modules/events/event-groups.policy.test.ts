import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile, days } from '../../test/factories.ts';

/**
 * Events of groups at the policy level (migration 0029): plain SQL as the app role, no service code.
 * Members see their group's published events, private ones too; its owner and organisers see and
 * manage every one of them like their organiser; nobody else sees more than the public ones.
 */
describeEachBackend('group events policy', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));
  const asOwner = <T>(text: ReturnType<typeof sql>) => queryRows<T>(ctx.db, text);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

  async function arrange() {
    const [owner, organiser, member, outsider, author] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
    ];
    const group = async (slug: string, visibility: 'public' | 'private') => {
      const [row] = await as<{ id: string }>(
        owner.id,
        sql`SELECT app.create_group(${slug}, ${slug}, NULL, 'arts_culture', NULL, ${visibility}) AS id`,
      );
      const id = row?.id ?? '';
      await asOwner(sql`INSERT INTO group_members (group_id, user_id, role) VALUES
        (${id}, ${organiser.id}, 'organizer'), (${id}, ${member.id}, 'member'), (${id}, ${author.id}, 'organizer')`);
      return id;
    };
    const open = await group('samba-aberto', 'public');
    const closed = await group('samba-fechado', 'private');
    const inGroup = async (grp: string, overrides: Parameters<typeof createEvent>[2] = {}) => {
      const event = await createEvent(ctx.db, author.id, overrides);
      await asOwner(
        sql`UPDATE events SET group_id = ${grp}, organizer_type = 'group' WHERE id = ${event.id}`,
      );
      return event.id;
    };
    const events = {
      openPublic: await inGroup(open),
      openPrivate: await inGroup(open, { visibility: 'private' }),
      openDraft: await inGroup(open, { publishedAt: null }),
      closedEvent: await inGroup(closed, { visibility: 'public' }),
      closedDraft: await inGroup(closed, { publishedAt: null }),
    };
    return { owner, organiser, member, outsider, author, open, closed, events };
  }

  const seen = (userId: string | null) => as<{ id: string }>(userId, sql`SELECT id FROM events`).then(ids);

  it('a private group’s events are private; members see the published ones, managers every one, outsiders only public ones', async () => {
    const a = await arrange();
    const visibility = await asOwner<{ id: string; visibility: string }>(
      sql`SELECT id, visibility FROM events WHERE id = ${a.events.closedEvent}`,
    );
    expect(visibility).toEqual([{ id: a.events.closedEvent, visibility: 'private' }]);
    const all = Object.values(a.events).sort();
    for (const who of [null, a.outsider.id]) expect(await seen(who)).toEqual([a.events.openPublic]);
    expect(await seen(a.member.id)).toEqual(
      [a.events.openPublic, a.events.openPrivate, a.events.closedEvent].sort(),
    );
    for (const who of [a.owner.id, a.organiser.id, a.author.id]) expect(await seen(who)).toEqual(all);
    // The details view and the definer functions see the same.
    const viaView = (who: string | null) => as<{ id: string }>(who, sql`SELECT id FROM events_with_details`);
    expect(ids(await viaView(a.outsider.id))).toEqual([a.events.openPublic]);
    const counted = (who: string | null) =>
      as<{ id: string }>(
        who,
        sql`SELECT event_id AS id FROM app.event_attendance_counts(${`{${all.join(',')}}`}::uuid[])`,
      ).then(ids);
    expect(await counted(null)).toEqual([a.events.openPublic]);
    expect(await counted(a.member.id)).toEqual(
      [a.events.openPublic, a.events.openPrivate, a.events.closedEvent].sort(),
    );
    expect(await counted(a.organiser.id)).toEqual(all);
  });

  it('who manages an event: its organiser and the group’s owner and organisers, nobody else', async () => {
    const a = await arrange();
    const manages = async (who: string | null, event: string) => {
      const [row] = await as<{ can: boolean }>(
        who,
        sql`SELECT app.can_manage_event(e.organizer_id, e.group_id) AS can FROM events e WHERE e.id = ${event}`,
      );
      return row?.can ?? false;
    };
    for (const event of [a.events.openPublic, a.events.closedDraft]) {
      expect(await manages(a.author.id, event)).toBe(true);
      expect(await manages(a.owner.id, event)).toBe(true);
      expect(await manages(a.organiser.id, event)).toBe(true);
      expect(await manages(a.member.id, event)).toBe(false);
      expect(await manages(a.outsider.id, event)).toBe(false);
      expect(await manages(null, event)).toBe(false);
    }
    const rename = (who: string, event: string) =>
      as(who, sql`UPDATE events SET name = 'Novo nome' WHERE id = ${event} RETURNING id`).then(
        (r) => r.length,
      );
    expect(await rename(a.organiser.id, a.events.closedDraft)).toBe(1);
    expect(await rename(a.member.id, a.events.openPublic)).toBe(0);
    expect(await rename(a.outsider.id, a.events.openPublic)).toBe(0);
    const remove = (who: string, event: string) =>
      as(who, sql`DELETE FROM events WHERE id = ${event} RETURNING id`).then((r) => r.length);
    expect(await remove(a.member.id, a.events.openPrivate)).toBe(0);
    expect(await remove(a.owner.id, a.events.openPrivate)).toBe(1);
  });

  it('an event joins a group only by someone who runs it, and nobody hands a group’s event to someone else', async () => {
    const a = await arrange();
    const own = await createEvent(ctx.db, a.member.id);
    await expect(
      as(a.member.id, sql`UPDATE events SET group_id = ${a.open} WHERE id = ${own.id}`),
    ).rejects.toSatisfy(dbError(/group\.forbidden/));
    await expect(
      as(
        a.member.id,
        sql`INSERT INTO events (slug, name, category, organizer_id, start_datetime, group_id)
            VALUES ('x', 'x', 'other', ${a.member.id}, now(), ${a.closed})`,
      ),
    ).rejects.toSatisfy(dbError(/group\.forbidden/));
    await expect(
      as(a.owner.id, sql`UPDATE events SET organizer_id = ${a.owner.id} WHERE id = ${a.events.openPublic}`),
    ).rejects.toSatisfy(dbError(/event\.forbidden/));
    // Taking it out of the group does not make it the taker's either.
    await expect(
      as(
        a.owner.id,
        sql`UPDATE events SET group_id = NULL, organizer_id = ${a.owner.id} WHERE id = ${a.events.openPublic}`,
      ),
    ).rejects.toSatisfy(dbError(/event\.forbidden/));
    // An organiser of the group puts their own event in it; in a private group it becomes private.
    const theirs = await createEvent(ctx.db, a.organiser.id);
    const moved = await as<{ visibility: string; organizer_type: string }>(
      a.organiser.id,
      sql`UPDATE events SET group_id = ${a.closed} WHERE id = ${theirs.id} RETURNING visibility, organizer_type`,
    );
    expect(moved).toEqual([{ visibility: 'private', organizer_type: 'group' }]);
    const [kept] = await asOwner<{ organizer_id: string }>(
      sql`SELECT organizer_id FROM events WHERE id = ${a.events.openPublic}`,
    );
    expect(kept?.organizer_id).toBe(a.author.id);
  });

  it('a group that turns private takes its events with it', async () => {
    const a = await arrange();
    await as(a.organiser.id, sql`UPDATE groups SET visibility = 'private' WHERE id = ${a.open}`);
    const rows = await asOwner<{ visibility: string }>(
      sql`SELECT DISTINCT visibility FROM events WHERE group_id = ${a.open}`,
    );
    expect(rows).toEqual([{ visibility: 'private' }]);
    expect(await seen(null)).toEqual([]);
    expect(await seen(a.member.id)).toContain(a.events.openPublic);
  });

  it('attendances, invitations, announcements and view days: the group’s managers read them, members do not', async () => {
    const a = await arrange();
    const guest = await createProfile(ctx.db);
    const event = a.events.openPublic;
    await asOwner(sql`INSERT INTO event_attendances (event_id, user_id, status, ticket_code)
      VALUES (${event}, ${guest.id}, 'going', 'ABCDEFGH23')`);
    await asOwner(
      sql`INSERT INTO event_invitations (event_id, user_id, invited_by) VALUES (${event}, ${guest.id}, ${a.author.id})`,
    );
    await asOwner(sql`INSERT INTO event_announcements (event_id, sender_id, message, recipients)
      VALUES (${event}, ${a.author.id}, 'Chegou a hora', 1)`);
    await asOwner(sql`INSERT INTO event_view_days (event_id, day, views) VALUES (${event}, current_date, 3)`);
    const tables = ['event_attendances', 'event_invitations', 'event_announcements', 'event_view_days'];
    for (const table of tables) {
      const read = (who: string) =>
        as(who, sql`SELECT 1 FROM ${sql.raw(table)} WHERE event_id = ${event}`).then((r) => r.length);
      expect(await read(a.owner.id), table).toBe(1);
      expect(await read(a.organiser.id), table).toBe(1);
      expect(await read(a.member.id), table).toBe(0);
      expect(await read(a.outsider.id), table).toBe(0);
    }
    // The group's organiser checks the ticket in at the door; a member cannot.
    await expect(
      as(a.member.id, sql`SELECT * FROM app.check_in(${event}::uuid, 'ABCDEFGH23')`),
    ).rejects.toSatisfy(dbError(/attendance\.forbidden/));
    expect(
      await as(a.organiser.id, sql`SELECT result FROM app.check_in(${event}::uuid, 'ABCDEFGH23')`),
    ).toEqual([{ result: 'accepted' }]);
  });

  it('whom a new group event is told about: members and, for a public group, followers; asked by its managers only', async () => {
    const a = await arrange();
    const fan = await createProfile(ctx.db);
    await asOwner(
      sql`INSERT INTO group_followers (group_id, user_id) VALUES (${a.open}, ${fan.id}), (${a.closed}, ${fan.id})`,
    );
    const audience = (who: string, grp: string) =>
      as<{ id: string }>(who, sql`SELECT id FROM app.group_event_audience(${grp}::uuid) AS a(id)`).then(ids);
    expect(await audience(a.author.id, a.open)).toEqual(
      [a.owner.id, a.organiser.id, a.member.id, fan.id].sort(),
    );
    expect(await audience(a.author.id, a.closed)).toEqual([a.owner.id, a.organiser.id, a.member.id].sort());
    await expect(audience(a.member.id, a.open)).rejects.toSatisfy(dbError(/group\.forbidden/));
    await expect(audience(a.outsider.id, a.closed)).rejects.toSatisfy(dbError(/group\.forbidden/));
  });

  it('events under way: members find their group’s private event among them, outsiders do not', async () => {
    const a = await arrange();
    const running = await createEvent(ctx.db, a.author.id, {
      startDatetime: days(-0.05),
      endDatetime: days(0.05),
      visibility: 'private',
    });
    await asOwner(sql`UPDATE events SET group_id = ${a.closed} WHERE id = ${running.id}`);
    const underWay = (who: string | null) =>
      as<{ id: string }>(who, sql`SELECT id FROM app.events_under_way(now()) AS u(id)`).then(ids);
    expect(await underWay(a.member.id)).toEqual([running.id]);
    expect(await underWay(a.outsider.id)).toEqual([]);
    expect(await underWay(null)).toEqual([]);
    // A visitor takes the public clause alone: a running public event, never a draft or a future one.
    const now = { startDatetime: days(-0.05), endDatetime: days(0.05) };
    const open = await createEvent(ctx.db, a.author.id, now);
    await createEvent(ctx.db, a.author.id, { ...now, publishedAt: null });
    await createEvent(ctx.db, a.author.id, { ...now, publishedAt: days(1) });
    await createEvent(ctx.db, a.author.id, { startDatetime: days(1) });
    expect(await underWay(null)).toEqual([open.id]);
    expect(await underWay(a.outsider.id)).toEqual([open.id]);
    expect((await underWay(a.member.id)).sort()).toEqual([open.id, running.id].sort());
  });
});
