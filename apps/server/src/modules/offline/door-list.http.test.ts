import { createHash } from 'node:crypto';
import { type DoorList, doorListSchema, type EventAttendance } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';

/** GET /events/{id}/door-list: everyone with a seat, ticket codes only as hashes, for the organiser. */
describeEachBackend('the door list', (ctx) => {
  const call = <T = Record<string, unknown>>(
    path: string,
    init: RequestInit & { json?: unknown },
    who?: SignedInUser,
  ) => api(ctx.app)<T & { code?: string }>(path, init, who);

  it('lists the seated attendees with the hash of their ticket, never the ticket itself', async () => {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, organiser.userId, { capacity: 2 });
    const base = `/api/v1/events/${event.id}`;
    const people = [
      await signUpAndSignIn(ctx.app, ctx.db, { name: 'Ana Souza' }),
      await signUpAndSignIn(ctx.app, ctx.db, { name: 'Bia Lima' }),
      await signUpAndSignIn(ctx.app, ctx.db, { name: 'Caio Reis' }),
    ];
    const tickets: Record<string, { id: string; code: string | null; status: string }> = {};
    for (const who of people) {
      const { body } = await call<EventAttendance>(`${base}/attendance`, { method: 'PUT' }, who);
      tickets[who.userId] = {
        id: body.mine?.id as string,
        code: body.mine?.ticketCode ?? null,
        status: body.mine?.status as string,
      };
    }
    // Two seats: the third person waits, and is not on the door list.
    const [ana, bia, caio] = people.map((p) => tickets[p.userId]) as [
      (typeof tickets)[string],
      (typeof tickets)[string],
      (typeof tickets)[string],
    ];
    expect(caio.status).toBe('waitlisted');
    await call(`${base}/check-ins`, { method: 'POST', json: { code: bia.code } }, organiser);

    const { res, body } = await call<DoorList>(`${base}/door-list`, {}, organiser);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(doorListSchema.parse(body)).toEqual(body);
    expect(body.eventId).toBe(event.id);
    expect(Number.isNaN(Date.parse(body.generatedAt))).toBe(false);
    expect(body.attendees.map((a) => a.attendanceId)).toEqual([ana.id, bia.id]);
    const hash = (code: string | null) => createHash('sha256').update(`${event.id}:${code}`).digest('hex');
    expect(body.attendees[0]).toMatchObject({ status: 'going', checkedInAt: null, codeHash: hash(ana.code) });
    expect(body.attendees[1]).toMatchObject({ status: 'checked_in', codeHash: hash(bia.code) });
    expect(body.attendees[1]?.checkedInAt).toBeTruthy();
    expect(body.attendees.map((a) => a.name)).toEqual(['Ana Souza', 'Ana Souza']);
    expect(body.attendees.every((a) => a.username?.startsWith('user_'))).toBe(true);
    const text = JSON.stringify(body);
    for (const t of [ana, bia]) expect(text).not.toContain(t.code);

    // Someone who gives up the seat leaves the list; the first waiting takes it.
    await call(`${base}/attendance`, { method: 'DELETE' }, people[0]);
    const after = await call<DoorList>(`${base}/door-list`, {}, organiser);
    expect(after.body.attendees.map((a) => a.attendanceId).sort()).toEqual([bia.id, caio.id].sort());
  });

  it('an event with nobody seated has an empty list; an unknown or malformed id is 404', async () => {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, organiser.userId);
    const empty = await call<DoorList>(`/api/v1/events/${event.id}/door-list`, {}, organiser);
    expect(empty.body.attendees).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      const { res, body } = await call(`/api/v1/events/${id}/door-list`, {}, organiser);
      expect(res.status, id).toBe(404);
      expect(body.code).toBe('event.not_found');
    }
  });
});
