import {
  announcementResultSchema,
  attendeeChangeResponseSchema,
  attendeeListResponseSchema,
  type EventAttendance,
  type NotificationListResponse,
} from '@eventos/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { csvCell } from './attendance-csv.ts';

type Body = Record<string, unknown> & { code?: string; detail?: string };

describeEachBackend('the organiser’s attendance actions over HTTP', (ctx) => {
  const person = () => signUpAndSignIn(ctx.app, ctx.db);
  const call = <T = Body>(path: string, init: RequestInit & { json?: unknown }, who?: SignedInUser) =>
    api(ctx.app)<T>(path, init, who);
  const rsvp = async (eventId: string, who: SignedInUser) =>
    (await call<EventAttendance>(`/api/v1/events/${eventId}/attendance`, { method: 'PUT' }, who)).body;
  const inbox = async (who: SignedInUser) =>
    (await call<NotificationListResponse>('/api/v1/notifications', {}, who)).body.notifications;

  it('removing someone with a seat seats the first person waiting, who is told; removing again is 404', async () => {
    const owner = await person();
    const [a, b, c] = [await person(), await person(), await person()];
    const event = await createEvent(ctx.db, owner.userId, { capacity: 1, name: 'Sarau' });
    const seat = (await rsvp(event.id, a)).mine;
    await rsvp(event.id, b);
    await rsvp(event.id, c);

    const removed = await call(
      `/api/v1/events/${event.id}/attendees/${seat?.id}`,
      { method: 'DELETE' },
      owner,
    );
    expect(removed.res.status).toBe(200);
    expect(removed.res.headers.get('cache-control')).toBe('private, no-store');
    expect(attendeeChangeResponseSchema.parse(removed.body).counts).toMatchObject({
      going: 1,
      waitlisted: 1,
    });
    expect(
      (await call<EventAttendance>(`/api/v1/events/${event.id}/attendance`, {}, a)).body.mine?.status,
    ).toBe('cancelled');
    expect(
      (await call<EventAttendance>(`/api/v1/events/${event.id}/attendance`, {}, b)).body.mine?.status,
    ).toBe('going');
    expect((await inbox(b))[0]).toMatchObject({ title: 'Você saiu da lista de espera' });
    expect(await inbox(c)).toEqual([]);
    expect(await inbox(a)).toEqual([
      expect.objectContaining({
        type: 'event_updated',
        title: 'Você não está mais na lista',
        body: 'O organizador removeu sua presença em “Sarau”. Seu ingresso não vale mais.',
      }),
    ]);

    const again = await call(`/api/v1/events/${event.id}/attendees/${seat?.id}`, { method: 'DELETE' }, owner);
    expect(again.res.status).toBe(404);
    expect(again.body.code).toBe('attendance.not_found');
  });

  it('the organiser checks a person in from the list, once; the attendee is told; a waitlisted person is not', async () => {
    const owner = await person();
    const [a, b] = [await person(), await person()];
    const event = await createEvent(ctx.db, owner.userId, { capacity: 1, name: 'Roda de choro' });
    const seat = (await rsvp(event.id, a)).mine;
    const waiting = (await rsvp(event.id, b)).mine;
    const checkIn = (attendanceId: string | undefined) =>
      call(`/api/v1/events/${event.id}/attendees/${attendanceId}/check-in`, { method: 'POST' }, owner);

    const first = await checkIn(seat?.id);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body).toMatchObject({
      result: 'accepted',
      attendee: { id: seat?.id, status: 'checked_in' },
      counts: { checkedIn: 1 },
    });
    expect((await checkIn(seat?.id)).body).toMatchObject({ result: 'already_checked_in' });
    expect(await inbox(a)).toEqual([expect.objectContaining({ type: 'event_checkin' })]);
    expect((await checkIn(waiting?.id)).body).toMatchObject({
      result: 'not_found',
      counts: { checkedIn: 1 },
    });
    const unknown = await checkIn('00000000-0000-4000-8000-000000000000');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.code).toBe('attendance.not_found');
    expect((await checkIn('nope')).res.status).toBe(404);
  });

  it('the organiser seats someone from the waitlist past the capacity; only a waiting person', async () => {
    const owner = await person();
    const [a, b, c] = [await person(), await person(), await person()];
    const event = await createEvent(ctx.db, owner.userId, { capacity: 1 });
    const first = (await rsvp(event.id, a)).mine;
    await rsvp(event.id, b);
    const third = (await rsvp(event.id, c)).mine;
    expect(third).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    const promoted = await call(
      `/api/v1/events/${event.id}/attendees/${third?.id}/promote`,
      { method: 'POST' },
      owner,
    );
    expect(promoted.res.status).toBe(200);
    expect(attendeeChangeResponseSchema.parse(promoted.body).counts).toEqual({
      going: 2,
      waitlisted: 1,
      checkedIn: 0,
      interested: 0,
      capacity: 1,
    });
    const now = (await call<EventAttendance>(`/api/v1/events/${event.id}/attendance`, {}, c)).body.mine;
    expect(now?.status).toBe('going');
    expect(now?.ticketCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect((await inbox(c))[0]).toMatchObject({ type: 'event', metadata: { event_id: event.id } });
    // b keeps the first place in the queue.
    expect(
      (await call<EventAttendance>(`/api/v1/events/${event.id}/attendance`, {}, b)).body.mine,
    ).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });

    const seated = await call(
      `/api/v1/events/${event.id}/attendees/${first?.id}/promote`,
      { method: 'POST' },
      owner,
    );
    expect(seated.res.status).toBe(409);
    expect(seated.body).toMatchObject({
      code: 'attendance.not_waitlisted',
      detail: 'Esta pessoa não está na lista de espera.',
    });
    const other = await createEvent(ctx.db, owner.userId);
    const elsewhere = await call(
      `/api/v1/events/${other.id}/attendees/${third?.id}/promote`,
      { method: 'POST' },
      owner,
    );
    expect(elsewhere.res.status).toBe(404);
  });

  it('exports the attendees as CSV: BOM, header in the caller’s language, accents intact, formulas neutralised', async () => {
    const owner = await person();
    const [a, b, c] = [await person(), await person(), await person()];
    await ctx.db
      .update(profiles)
      .set({ firstName: 'João', lastName: 'Conceição' })
      .where(eq(profiles.id, a.userId));
    await ctx.db
      .update(profiles)
      .set({ firstName: '=HYPERLINK("x")', lastName: 'Silva, Jr' })
      .where(eq(profiles.id, b.userId));
    await ctx.db
      .update(profiles)
      .set({ firstName: 'Ana', lastName: 'Souza' })
      .where(eq(profiles.id, c.userId));
    const event = await createEvent(ctx.db, owner.userId, { capacity: 2, slug: 'roda-de-samba-csv' });
    const ticket = (await rsvp(event.id, a)).mine?.ticketCode;
    await rsvp(event.id, b);
    await rsvp(event.id, c);
    await call(`/api/v1/events/${event.id}/check-ins`, { method: 'POST', json: { code: ticket } }, owner);

    const res = await ctx.app.request(`/api/v1/events/${event.id}/attendees.csv`, { headers: owner.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="roda-de-samba-csv-attendees.csv"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Nome,Usuário,Situação,Confirmado em,Check-in em');
    expect(lines[1]).toMatch(/^João Conceição,user_\w+,Check-in feito,\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\) Silva, Jr",user_\w+,Confirmado,/);
    expect(lines[3]).toMatch(/^Ana Souza,user_\w+,Lista de espera,.*,$/);
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);

    const english = await ctx.app.request(`/api/v1/events/${event.id}/attendees.csv?lang=en`, {
      headers: owner.headers,
    });
    expect((await english.text()).split('\r\n')[0]).toBe('Name,Username,Status,Confirmed at,Checked in at');
    await ctx.db.update(profiles).set({ language: 'ar' }).where(eq(profiles.id, owner.userId));
    const arabic = await ctx.app.request(`/api/v1/events/${event.id}/attendees.csv`, {
      headers: owner.headers,
    });
    expect((await arabic.text()).split('\r\n')[0]).toContain('الاسم');
  });

  it('neutralises every formula opener in a cell', () => {
    for (const opener of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${opener}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Maria')).toBe('Maria');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
  });

  it('lists the latest check-ins first with order=recent_check_in', async () => {
    const owner = await person();
    const people = [await person(), await person(), await person()];
    const event = await createEvent(ctx.db, owner.userId);
    const tickets: string[] = [];
    for (const p of people) tickets.push((await rsvp(event.id, p)).mine?.ticketCode ?? '');
    for (const code of [tickets[2], tickets[0]])
      await call(`/api/v1/events/${event.id}/check-ins`, { method: 'POST', json: { code } }, owner);
    const page1 = await call(`/api/v1/events/${event.id}/attendees?order=recent_check_in&limit=1`, {}, owner);
    const first = attendeeListResponseSchema.parse(page1.body);
    expect(first.items.map((i) => i.userId)).toEqual([people[0]?.userId]);
    expect(first.items[0]?.checkedInAt).not.toBeNull();
    const page2 = attendeeListResponseSchema.parse(
      (
        await call(
          `/api/v1/events/${event.id}/attendees?order=recent_check_in&limit=1&cursor=${first.nextCursor}`,
          {},
          owner,
        )
      ).body,
    );
    expect(page2.items.map((i) => i.userId)).toEqual([people[2]?.userId]);
    expect(page2.nextCursor).toBeNull();
    const bad = await call(`/api/v1/events/${event.id}/attendees?order=sideways`, {}, owner);
    expect(bad.res.status).toBe(400);
  });

  it('a message to everyone with a seat: plain text, the event as the title, five an hour', async () => {
    const owner = await person();
    const [going, waiting, outsider] = [await person(), await person(), await person()];
    const event = await createEvent(ctx.db, owner.userId, { capacity: 1, name: 'Festa Junina' });
    await rsvp(event.id, going);
    await rsvp(event.id, waiting);
    const message = '<b>Mudamos</b> para o salão 2 & tragam agasalho';
    const sent = await call(
      `/api/v1/events/${event.id}/announcements`,
      { method: 'POST', json: { message } },
      owner,
    );
    expect(sent.res.status).toBe(200);
    expect(announcementResultSchema.parse(sent.body)).toEqual({ recipients: 1 });
    expect((await inbox(going))[0]).toMatchObject({
      type: 'on_demand',
      title: 'Festa Junina',
      body: message,
      metadata: { event_id: event.id },
    });
    expect(await inbox(waiting)).toEqual([]);
    expect(await inbox(outsider)).toEqual([]);

    const empty = await call(
      `/api/v1/events/${event.id}/announcements`,
      { method: 'POST', json: { message: '  ' } },
      owner,
    );
    expect(empty.res.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('validation.announcement.message.required');
    const long = await call(
      `/api/v1/events/${event.id}/announcements`,
      { method: 'POST', json: { message: 'a'.repeat(1001) } },
      owner,
    );
    expect(JSON.stringify(long.body)).toContain('validation.announcement.message.too_long');

    for (let i = 0; i < 4; i++)
      expect(
        (
          await call(
            `/api/v1/events/${event.id}/announcements`,
            { method: 'POST', json: { message: `Aviso ${i}` } },
            owner,
          )
        ).res.status,
      ).toBe(200);
    const limited = await call(
      `/api/v1/events/${event.id}/announcements`,
      { method: 'POST', json: { message: 'Mais um' } },
      owner,
    );
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get('content-type')).toContain('application/problem+json');
    expect(limited.res.headers.get('retry-after')).toBe('3600');
    expect(limited.body).toMatchObject({ code: 'attendance.announcement.rate_limited' });
    expect(await inbox(going)).toHaveLength(5);
  });
});
