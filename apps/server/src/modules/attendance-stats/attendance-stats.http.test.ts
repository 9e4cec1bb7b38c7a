import {
  daysInWindow,
  EVENT_STATS_MAX_DAYS,
  type EventAttendance,
  eventStatsSchema,
  ORGANIZING_STATS_DAYS,
  organizingStatsSchema,
} from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { answeredAt, attendance, daysFromNow, spDay, viewsOn } from './testing/stats-arrange.ts';

type Body = Record<string, unknown> & { code?: string };

describeEachBackend('the organiser’s numbers over HTTP', (ctx) => {
  const person = () => signUpAndSignIn(ctx.app, ctx.db);
  const call = <T = Body>(path: string, init: RequestInit & { json?: unknown }, who?: SignedInUser) =>
    api(ctx.app)<T>(path, init, who);
  const rsvp = async (eventId: string, who: SignedInUser) => {
    const { body } = await call<EventAttendance>(
      `/api/v1/events/${eventId}/attendance`,
      { method: 'PUT' },
      who,
    );
    if (!body.mine) throw new Error('no attendance');
    return body.mine;
  };
  const statsOf = async (eventId: string, who: SignedInUser) => {
    const { res, body } = await call(`/api/v1/events/${eventId}/stats`, {}, who);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    return eventStatsSchema.parse(body);
  };

  it('views and RSVPs per São Paulo day, the seats held by the day people answered, counts and check-in rate', async () => {
    const owner = await person();
    const [ana, bia, caio] = [await person(), await person(), await person()];
    const event = await createEvent(ctx.db, owner.userId, { capacity: 2, createdAt: daysFromNow(-5) });
    const first = await rsvp(event.id, ana);
    const second = await rsvp(event.id, bia);
    await rsvp(event.id, caio);
    await answeredAt(ctx.db, first.id, daysFromNow(-2));
    await answeredAt(ctx.db, second.id, daysFromNow(-1));
    await viewsOn(ctx.db, event.id, spDay(-2), 4);
    // Two people open the page today; the second visit of one of them is not counted again.
    for (const who of [ana, bia, ana]) {
      expect((await call(`/api/v1/events/${event.id}/views`, { method: 'POST' }, who)).res.status).toBe(204);
    }
    const door = await call(
      `/api/v1/events/${event.id}/check-ins`,
      { method: 'POST', json: { code: first.ticketCode } },
      owner,
    );
    expect(door.body).toMatchObject({ result: 'accepted' });

    const stats = await statsOf(event.id, owner);
    expect(stats).toMatchObject({
      eventId: event.id,
      from: spDay(-2),
      to: spDay(0),
      views: 6,
      rsvps: 3,
      counts: { going: 2, waitlisted: 1, checkedIn: 1, capacity: 2 },
      checkInRate: 0.5,
    });
    expect(stats.days).toEqual([
      { day: spDay(-2), views: 4, rsvps: 1, seated: 1 },
      { day: spDay(-1), views: 0, rsvps: 1, seated: 2 },
      { day: spDay(0), views: 2, rsvps: 1, seated: 2 },
    ]);

    // Bia gives up her seat and Caio, who answered today, takes it: the RSVPs stay, the seats move.
    await call(`/api/v1/events/${event.id}/attendance`, { method: 'DELETE' }, bia);
    const after = await statsOf(event.id, owner);
    expect(after.days.map((d) => [d.rsvps, d.seated])).toEqual([
      [1, 1],
      [1, 1],
      [1, 2],
    ]);
    expect(after.counts).toMatchObject({ going: 2, waitlisted: 0, checkedIn: 1 });
    expect(after.rsvps).toBe(3);
  });

  it('an event with nothing yet: the day it was created, zeros and no rate', async () => {
    const owner = await person();
    const event = await createEvent(ctx.db, owner.userId);
    const stats = await statsOf(event.id, owner);
    expect(stats).toMatchObject({
      from: spDay(0),
      to: spDay(0),
      days: [{ day: spDay(0), views: 0, rsvps: 0, seated: 0 }],
      views: 0,
      rsvps: 0,
      checkInRate: null,
    });
  });

  it('a past event’s days end on its last day; a long one keeps its latest 90, seats answered earlier included', async () => {
    const owner = await person();
    const guest = await person();
    const past = await createEvent(ctx.db, owner.userId, {
      createdAt: daysFromNow(-40),
      startDatetime: daysFromNow(-10),
      endDatetime: daysFromNow(-10),
    });
    await attendance(ctx.db, past.id, guest.userId, 'checked_in', daysFromNow(-20));
    const over = await statsOf(past.id, owner);
    expect(over).toMatchObject({ from: spDay(-20), to: spDay(-10), checkInRate: 1 });
    expect(over.days).toHaveLength(11);
    expect(over.days[0]).toEqual({ day: spDay(-20), views: 0, rsvps: 1, seated: 1 });
    expect(over.days.at(-1)).toEqual({ day: spDay(-10), views: 0, rsvps: 0, seated: 1 });

    const long = await createEvent(ctx.db, owner.userId, {
      createdAt: daysFromNow(-200),
      startDatetime: daysFromNow(30),
    });
    await attendance(ctx.db, long.id, guest.userId, 'going', daysFromNow(-150));
    const kept = await statsOf(long.id, owner);
    expect(daysInWindow(kept.from, kept.to)).toBe(EVENT_STATS_MAX_DAYS);
    expect(kept.days).toHaveLength(EVENT_STATS_MAX_DAYS);
    expect(kept.to).toBe(spDay(0));
    expect(kept.days.every((d) => d.rsvps === 0 && d.seated === 1)).toBe(true);
    expect(kept).toMatchObject({ rsvps: 1, checkInRate: 0 });
  });

  it('my numbers: the last 30 days over all my events, nobody else’s, and the check-in rate of my past events', async () => {
    const owner = await person();
    const stranger = await person();
    const [ana, bia, caio] = [await person(), await person(), await person()];
    const upcoming = await createEvent(ctx.db, owner.userId, { createdAt: daysFromNow(-10) });
    const draft = await createEvent(ctx.db, owner.userId, { publishedAt: null });
    const past = await createEvent(ctx.db, owner.userId, {
      createdAt: daysFromNow(-20),
      startDatetime: daysFromNow(-3),
      endDatetime: daysFromNow(-3),
    });
    const theirs = await createEvent(ctx.db, stranger.userId);
    const early = await rsvp(upcoming.id, ana);
    await answeredAt(ctx.db, early.id, daysFromNow(-3));
    await rsvp(upcoming.id, bia);
    await rsvp(theirs.id, caio);
    await viewsOn(ctx.db, upcoming.id, spDay(-1), 3);
    await viewsOn(ctx.db, theirs.id, spDay(-1), 7);
    // Answered long ago: before the window, yet still holding a seat.
    await attendance(ctx.db, past.id, ana.userId, 'checked_in', daysFromNow(-45));
    await attendance(ctx.db, past.id, bia.userId, 'going', daysFromNow(-4));
    await attendance(ctx.db, past.id, caio.userId, 'cancelled', daysFromNow(-4));

    const { res, body } = await call('/api/v1/me/organizing/stats', {}, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const stats = organizingStatsSchema.parse(body);
    expect(stats).toMatchObject({ from: spDay(1 - ORGANIZING_STATS_DAYS), to: spDay(0), events: 3 });
    expect(stats.past).toEqual({ events: 1, seated: 2, checkedIn: 1, checkInRate: 0.5 });
    const on = (day: string) => stats.days.find((d) => d.day === day);
    expect(stats.days[0]).toMatchObject({ rsvps: 0, seated: 1 });
    expect(on(spDay(-4))).toEqual({ day: spDay(-4), views: 0, rsvps: 2, seated: 2 });
    expect(on(spDay(-3))).toEqual({ day: spDay(-3), views: 0, rsvps: 1, seated: 3 });
    expect(on(spDay(-1))).toEqual({ day: spDay(-1), views: 3, rsvps: 0, seated: 3 });
    expect(on(spDay(0))).toEqual({ day: spDay(0), views: 0, rsvps: 1, seated: 4 });
    expect(stats.days.reduce((sum, d) => sum + d.rsvps, 0)).toBe(4);
    expect(draft.id).toBeTruthy();

    // Someone who organises nothing: thirty days of zeros.
    const none = organizingStatsSchema.parse((await call('/api/v1/me/organizing/stats', {}, caio)).body);
    expect(none.events).toBe(0);
    expect(none.days.every((d) => d.views === 0 && d.rsvps === 0 && d.seated === 0)).toBe(true);
    expect(none.past).toEqual({ events: 0, seated: 0, checkedIn: 0, checkInRate: null });
  });

  it('a path id that is not an event is 404, and a visitor is asked to sign in first', async () => {
    const owner = await person();
    const missing = await call('/api/v1/events/00000000-0000-4000-8000-000000000000/stats', {}, owner);
    expect(missing.res.status).toBe(404);
    expect(missing.body.code).toBe('event.not_found');
    const junk = await call('/api/v1/events/nao-e-um-id/stats', {}, owner);
    expect(junk.res.status).toBe(404);
    expect(junk.res.headers.get('content-type')).toContain('application/problem+json');
    const visitor = await call('/api/v1/events/nao-e-um-id/stats', {});
    expect(visitor.res.status).toBe(401);
    expect(visitor.body.code).toBe('auth.unauthenticated');
  });
});
