import {
  attendeeListResponseSchema,
  checkInResultSchema,
  type EventAttendance,
  type EventDetail,
  eventAttendanceSchema,
  type NotificationListResponse,
  organizingResponseSchema,
  participatingResponseSchema,
} from '@eventos/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { eventAttendances, profiles } from '../../db/schema/index.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';

type Problem = { code: string; detail: string };

describeEachBackend('attendance over HTTP', (ctx) => {
  const person = (name = 'Ana Souza') => signUpAndSignIn(ctx.app, ctx.db, { name });

  async function named(user: SignedInUser, firstName: string, lastName: string) {
    await ctx.db.update(profiles).set({ firstName, lastName }).where(eq(profiles.id, user.userId));
  }

  const attendance = (id: string, user?: SignedInUser, method = 'GET') =>
    api(ctx.app)<EventAttendance & Problem>(`/api/v1/events/${id}/attendance`, { method }, user);

  it('RSVPs going with a ticket, then a full event waitlists with a position; a cancel promotes and notifies', async () => {
    const owner = await person();
    const [a, b, c] = [await person(), await person(), await person()];
    const event = await createEvent(ctx.db, owner.userId, { capacity: 1, name: 'Sarau' });

    const first = await attendance(event.id, a, 'PUT');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('private, no-store');
    const parsed = eventAttendanceSchema.parse(first.body);
    expect(parsed.mine).toMatchObject({ status: 'going', waitlistPosition: null });
    expect(parsed.mine?.ticketCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(parsed.counts).toEqual({ going: 1, waitlisted: 0, checkedIn: 0, interested: 0, capacity: 1 });
    // Asking again changes nothing.
    expect((await attendance(event.id, a, 'PUT')).body.mine).toEqual(parsed.mine);

    const second = (await attendance(event.id, b, 'PUT')).body;
    expect(second.mine).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, ticketCode: null });
    const third = (await attendance(event.id, c, 'PUT')).body;
    expect(third.mine).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect(third.counts).toMatchObject({ going: 1, waitlisted: 2 });

    // A visitor sees counts only.
    const visitor = (await attendance(event.id)).body;
    expect(visitor.mine).toBeNull();
    expect(visitor.counts).toMatchObject({ going: 1, waitlisted: 2 });

    const cancelled = (await attendance(event.id, a, 'DELETE')).body;
    expect(cancelled.mine).toMatchObject({ status: 'cancelled', ticketCode: null });
    const promoted = (await attendance(event.id, b)).body;
    expect(promoted.mine).toMatchObject({ status: 'going', waitlistPosition: null });
    expect(promoted.mine?.ticketCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect((await attendance(event.id, c)).body.mine).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });

    const inbox = await api(ctx.app)<NotificationListResponse>('/api/v1/notifications', {}, b);
    expect(inbox.body.notifications[0]).toMatchObject({
      type: 'event',
      title: 'Você saiu da lista de espera',
      body: 'Agora você tem uma vaga em “Sarau”.',
      metadata: { event_id: event.id },
    });
    expect(
      (await api(ctx.app)<NotificationListResponse>('/api/v1/notifications', {}, c)).body.notifications,
    ).toEqual([]);
  });

  it('raising the capacity moves the waitlist up', async () => {
    const owner = await person();
    const event = await createEvent(ctx.db, owner.userId, { capacity: 1 });
    const [a, b] = [await person(), await person()];
    await attendance(event.id, a, 'PUT');
    expect((await attendance(event.id, b, 'PUT')).body.mine?.status).toBe('waitlisted');
    const detail = await api(ctx.app)<EventDetail>(`/api/v1/events/${event.id}`, {}, owner);
    const body = {
      name: detail.body.name,
      category: detail.body.category,
      startDatetime: detail.body.startDatetime,
      endDatetime: detail.body.endDatetime,
      eventType: 'online',
      accessLink: 'https://meet.example.test/x',
      publish: true,
      capacity: 2,
    };
    const saved = await api(ctx.app)<EventDetail>(
      `/api/v1/events/${event.id}`,
      { method: 'PATCH', json: body },
      owner,
    );
    expect(saved.res.status).toBe(200);
    expect(saved.body.capacity).toBe(2);
    expect((await attendance(event.id, b)).body.mine?.status).toBe('going');
  });

  it('interest goes on and off', async () => {
    const owner = await person();
    const event = await createEvent(ctx.db, owner.userId);
    const a = await person();
    const on = await api(ctx.app)<EventAttendance>(
      `/api/v1/events/${event.id}/interest`,
      { method: 'PUT' },
      a,
    );
    expect(on.body).toMatchObject({ interested: true, counts: { interested: 1 } });
    const off = await api(ctx.app)<EventAttendance>(
      `/api/v1/events/${event.id}/interest`,
      { method: 'DELETE' },
      a,
    );
    expect(off.body).toMatchObject({ interested: false, counts: { interested: 0 } });
  });

  it('refuses RSVPs after the deadline, on cancelled, draft and ended events, and by the organiser', async () => {
    const owner = await person();
    const a = await person();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { rsvpDeadline: days(-1) },
        'attendance.closed.deadline',
        'O prazo de confirmação de presença deste evento terminou.',
      ],
      [
        { cancelledAt: days(-1) },
        'attendance.closed.cancelled',
        'Este evento foi cancelado e não aceita mais confirmações.',
      ],
      [
        { startDatetime: days(-3), endDatetime: days(-2) },
        'attendance.closed.past',
        'Este evento já terminou.',
      ],
    ];
    for (const [overrides, code, detail] of cases) {
      const event = await createEvent(ctx.db, owner.userId, overrides);
      const answer = await attendance(event.id, a, 'PUT');
      expect(answer.res.status).toBe(409);
      expect(answer.body).toMatchObject({ code, detail });
      expect((await attendance(event.id, a)).body.rsvp).toMatchObject({
        open: false,
        closedReason: code.split('.')[2],
      });
    }
    const draft = await createEvent(ctx.db, owner.userId, { publishedAt: null });
    // A draft is its organiser's alone: to anyone else it does not exist.
    expect((await attendance(draft.id, a, 'PUT')).res.status).toBe(404);
    const own = await attendance(draft.id, owner, 'PUT');
    expect(own.res.status).toBe(409);
    expect(own.body.code).toBe('attendance.closed.organizer');
    expect((await attendance(draft.id, undefined, 'PUT')).res.status).toBe(401);
  });

  it('a private event takes RSVPs only from who can see it', async () => {
    const owner = await person();
    const a = await person();
    const hidden = await createEvent(ctx.db, owner.userId, { visibility: 'private' });
    const answer = await attendance(hidden.id, a, 'PUT');
    expect(answer.res.status).toBe(404);
    expect(answer.body.code).toBe('event.not_found');
    expect((await attendance(hidden.id, a)).res.status).toBe(404);
    expect(await ctx.db.select().from(eventAttendances)).toEqual([]);
  });

  it('shows the online access link to the organiser and people going, to nobody else', async () => {
    const owner = await person();
    const [going, waiting, other] = [await person(), await person(), await person()];
    const event = await createEvent(ctx.db, owner.userId, {
      capacity: 1,
      eventType: 'online',
      accessLink: 'https://meet.example.test/sala',
    });
    await attendance(event.id, going, 'PUT');
    await attendance(event.id, waiting, 'PUT');
    const link = async (user?: SignedInUser) => ({
      detail: (await api(ctx.app)<EventDetail>(`/api/v1/events/${event.id}`, {}, user)).body.accessLink,
      attendance: (await attendance(event.id, user)).body.accessLink,
    });
    const shown = { detail: 'https://meet.example.test/sala', attendance: 'https://meet.example.test/sala' };
    const hiddenLink = { detail: null, attendance: null };
    expect(await link(owner)).toEqual(shown);
    expect(await link(going)).toEqual(shown);
    expect(await link(waiting)).toEqual(hiddenLink);
    expect(await link(other)).toEqual(hiddenLink);
    expect(await link()).toEqual(hiddenLink);
  });

  it('lists my events upcoming and past, and the organiser’s by state with counts, a page at a time', async () => {
    const owner = await person();
    const a = await person();
    const soon = await createEvent(ctx.db, owner.userId, { startDatetime: days(2), endDatetime: days(3) });
    const later = await createEvent(ctx.db, owner.userId, { startDatetime: days(5), endDatetime: days(6) });
    const saved = await createEvent(ctx.db, owner.userId, { startDatetime: days(9), endDatetime: days(10) });
    const gone = await createEvent(ctx.db, owner.userId, { startDatetime: days(1), endDatetime: days(2) });
    const draft = await createEvent(ctx.db, owner.userId, { publishedAt: null });
    const cancelled = await createEvent(ctx.db, owner.userId, { cancelledAt: days(-1) });
    await attendance(soon.id, a, 'PUT');
    await attendance(later.id, a, 'PUT');
    await api(ctx.app)(`/api/v1/events/${saved.id}/interest`, { method: 'PUT' }, a);
    await attendance(gone.id, a, 'PUT');
    await attendance(gone.id, a, 'DELETE');
    // An event that ended, attended before.
    const past = await createEvent(ctx.db, owner.userId, { startDatetime: days(-3), endDatetime: days(-2) });
    await ctx.db.insert(eventAttendances).values({
      eventId: past.id,
      userId: a.userId,
      status: 'checked_in',
      ticketCode: 'ABCDEFGH23',
      checkedInAt: days(-2),
    });

    const call = api(ctx.app);
    const page1 = await call(`/api/v1/me/participating?limit=2`, {}, a);
    const one = participatingResponseSchema.parse(page1.body);
    expect(one.items.map((i) => i.event.id)).toEqual([soon.id, later.id]);
    expect(one.items[0]?.attendance?.status).toBe('going');
    const page2 = participatingResponseSchema.parse(
      (await call(`/api/v1/me/participating?limit=2&cursor=${one.nextCursor}`, {}, a)).body,
    );
    expect(page2.items.map((i) => [i.event.id, i.attendance, i.interested])).toEqual([
      [saved.id, null, true],
    ]);
    expect(page2.nextCursor).toBeNull();
    const pastList = participatingResponseSchema.parse(
      (await call('/api/v1/me/participating?when=past', {}, a)).body,
    );
    expect(pastList.items.map((i) => i.event.id)).toEqual([past.id]);
    expect(pastList.items[0]?.attendance?.status).toBe('checked_in');

    const states = async (state: string) =>
      organizingResponseSchema.parse((await call(`/api/v1/me/organizing?state=${state}`, {}, owner)).body);
    const published = await states('published');
    expect(published.items.map((i) => i.event.id)).toEqual([gone.id, soon.id, later.id, saved.id]);
    expect(published.items[1]?.counts).toMatchObject({ going: 1, waitlisted: 0 });
    expect((await states('draft')).items.map((i) => i.event.id)).toEqual([draft.id]);
    expect((await states('cancelled')).items.map((i) => i.event.id)).toEqual([cancelled.id]);
    expect((await states('past')).items.map((i) => [i.event.id, i.counts.checkedIn])).toEqual([[past.id, 1]]);
    // Someone else organises nothing.
    expect((await call('/api/v1/me/organizing?state=published', {}, a)).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await call('/api/v1/me/participating')).res.status).toBe(401);
    const bad = await call<Problem>('/api/v1/me/organizing?state=all', {}, owner);
    expect(bad.res.status).toBe(400);
  });

  it('lists attendees to the organiser only, with a state filter and a name search', async () => {
    const owner = await person();
    const event = await createEvent(ctx.db, owner.userId, { capacity: 2 });
    const [joao, maria, zeca] = [await person(), await person(), await person()];
    await named(joao, 'João', 'Araújo');
    await named(maria, 'Maria', 'Silva');
    await named(zeca, 'Zeca', 'Pagodinho');
    for (const u of [joao, maria, zeca]) await attendance(event.id, u, 'PUT');
    const call = api(ctx.app);
    const all = attendeeListResponseSchema.parse(
      (await call(`/api/v1/events/${event.id}/attendees`, {}, owner)).body,
    );
    expect(all.items.map((i) => [i.name, i.status, i.waitlistPosition])).toEqual([
      ['João Araújo', 'going', null],
      ['Maria Silva', 'going', null],
      ['Zeca Pagodinho', 'waitlisted', 1],
    ]);
    expect(JSON.stringify(all)).not.toMatch(/ticket/i);
    expect(all.counts).toMatchObject({ going: 2, waitlisted: 1, capacity: 2 });
    const waiting = (await call(`/api/v1/events/${event.id}/attendees?status=waitlisted`, {}, owner))
      .body as {
      items: { name: string }[];
    };
    expect(waiting.items.map((i) => i.name)).toEqual(['Zeca Pagodinho']);
    const found = (await call(`/api/v1/events/${event.id}/attendees?q=joao%20arau`, {}, owner)).body as {
      items: { name: string }[];
    };
    expect(found.items.map((i) => i.name)).toEqual(['João Araújo']);
    const paged = attendeeListResponseSchema.parse(
      (await call(`/api/v1/events/${event.id}/attendees?limit=2`, {}, owner)).body,
    );
    expect(paged.items).toHaveLength(2);
    const rest = attendeeListResponseSchema.parse(
      (await call(`/api/v1/events/${event.id}/attendees?limit=2&cursor=${paged.nextCursor}`, {}, owner)).body,
    );
    expect(rest.items.map((i) => i.name)).toEqual(['Zeca Pagodinho']);

    const refused = await call<Problem>(`/api/v1/events/${event.id}/attendees`, {}, joao);
    expect(refused.res.status).toBe(403);
    expect(refused.body.code).toBe('attendance.forbidden');
    expect((await call(`/api/v1/events/${event.id}/attendees`)).res.status).toBe(401);
  });

  it('checks a ticket in once, refuses another event’s ticket and unknown codes, and undoes', async () => {
    const owner = await person();
    const eventA = await createEvent(ctx.db, owner.userId, { name: 'Festa A' });
    const eventB = await createEvent(ctx.db, owner.userId, { name: 'Festa B' });
    const a = await person();
    await named(a, 'Ana', 'Lima');
    const ticket = (await attendance(eventA.id, a, 'PUT')).body.mine?.ticketCode as string;
    const call = api(ctx.app);
    const scan = (eventId: string, code: string, user: SignedInUser = owner) =>
      call<Record<string, unknown> & Problem>(
        `/api/v1/events/${eventId}/check-ins`,
        { method: 'POST', json: { code } },
        user,
      );

    const accepted = checkInResultSchema.parse((await scan(eventA.id, ticket.toLowerCase())).body);
    expect(accepted.result).toBe('accepted');
    expect(accepted.attendee).toMatchObject({ name: 'Ana Lima', status: 'checked_in' });
    expect(accepted.counts).toMatchObject({ going: 1, checkedIn: 1 });
    expect(JSON.stringify(accepted)).not.toContain(ticket);
    const again = checkInResultSchema.parse((await scan(eventA.id, ticket)).body);
    expect(again.result).toBe('already_checked_in');
    expect(again.counts.checkedIn).toBe(1);
    expect(checkInResultSchema.parse((await scan(eventB.id, ticket)).body)).toMatchObject({
      result: 'wrong_event',
      attendee: null,
    });
    expect(checkInResultSchema.parse((await scan(eventA.id, 'ZZZZZZZZZZ')).body).result).toBe('not_found');
    const malformed = await scan(eventA.id, 'not a code');
    expect(malformed.res.status).toBe(400);
    expect((await scan(eventA.id, ticket, a)).res.status).toBe(403);

    const inbox = await call<NotificationListResponse>('/api/v1/notifications', {}, a);
    expect(inbox.body.notifications.map((n) => [n.type, n.body])).toEqual([
      ['event_checkin', 'Seu check-in em “Festa A” foi confirmado.'],
    ]);
    expect((await attendance(eventA.id, a)).body.mine?.status).toBe('checked_in');
    expect((await attendance(eventA.id, a, 'DELETE')).body.code).toBe('attendance.checked_in');

    const undo = await call<{ counts: { checkedIn: number } }>(
      `/api/v1/events/${eventA.id}/check-ins/${accepted.attendee?.id}`,
      { method: 'DELETE' },
      owner,
    );
    expect(undo.res.status).toBe(200);
    expect(undo.body.counts.checkedIn).toBe(0);
    expect((await attendance(eventA.id, a)).body.mine?.status).toBe('going');
    const twice = await call<Problem>(
      `/api/v1/events/${eventA.id}/check-ins/${accepted.attendee?.id}`,
      { method: 'DELETE' },
      owner,
    );
    expect(twice.res.status).toBe(404);
    expect(twice.body.code).toBe('attendance.not_found');
  });
});
