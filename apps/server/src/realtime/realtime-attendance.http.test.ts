import {
  type AttendanceStreamEvent,
  type Attendee,
  attendanceStreamEventSchema,
  attendeeSchema,
  type EventAttendance,
} from '@eventos/domain';
import { afterEach, expect, it } from 'vitest';
import { api } from '../modules/notifications/testing/notifications-api.ts';
import { type SignedInUser, signUpAndSignIn } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { createEvent } from '../test/factories.ts';
import { openStream, type ServedApp, type SseClient, serveApp } from './testing/sse-client.ts';

/**
 * The door screen's live counts: every change of an event's attendance reaches its organiser's
 * open streams as `attendance` {eventId, counts, checkIn?}, through the database's announcements,
 * within a second; nobody else's stream hears of it.
 */
describeEachBackend('attendance on the realtime stream', (ctx) => {
  const opened: { close(): unknown }[] = [];
  let served: ServedApp | undefined;
  afterEach(async () => {
    for (const o of opened.splice(0)) o.close();
    await served?.close();
    served = undefined;
  });

  async function stream(user: SignedInUser): Promise<SseClient> {
    served ??= await serveApp(ctx.app);
    const client = await openStream(served.url, user.cookie);
    opened.push(client);
    await client.next((e) => e.event === 'ready');
    return client;
  }
  const call = <T = Record<string, unknown>>(
    path: string,
    init: RequestInit & { json?: unknown },
    who: SignedInUser,
  ) => api(ctx.app)<T>(path, init, who);
  const next = async (client: SseClient, ms = 1_000) =>
    attendanceStreamEventSchema.parse(
      JSON.parse((await client.next((e) => e.event === 'attendance', ms)).data),
    ) as AttendanceStreamEvent;

  it('RSVP, check-in, undo, cancel with promotion and removal reach every door screen of the organiser', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const [a, b] = [await signUpAndSignIn(ctx.app, ctx.db), await signUpAndSignIn(ctx.app, ctx.db)];
    const event = await createEvent(ctx.db, owner.userId, { capacity: 1 });
    const doors = [await stream(owner), await stream(owner)];
    const attendee = await stream(a);
    const path = `/api/v1/events/${event.id}`;

    const started = Date.now();
    const ticket = (await call<EventAttendance>(`${path}/attendance`, { method: 'PUT' }, a)).body.mine
      ?.ticketCode;
    for (const door of doors) {
      const heard = await next(door);
      expect(heard).toEqual({
        eventId: event.id,
        counts: { going: 1, waitlisted: 0, checkedIn: 0, interested: 0, capacity: 1 },
      });
    }
    expect(Date.now() - started).toBeLessThan(1_500);

    await call(`${path}/check-ins`, { method: 'POST', json: { code: ticket } }, owner);
    for (const door of doors) {
      const heard = await next(door);
      expect(heard.counts).toMatchObject({ going: 1, checkedIn: 1 });
      expect(attendeeSchema.parse(heard.checkIn)).toMatchObject({ userId: a.userId, status: 'checked_in' });
      expect(JSON.stringify(heard)).not.toContain(ticket);
    }
    // Scanning again changes nothing, so nothing is announced.
    await call(`${path}/check-ins`, { method: 'POST', json: { code: ticket } }, owner);

    const attendanceId = (await call<{ items: Attendee[] }>(`${path}/attendees`, {}, owner)).body.items[0]
      ?.id;
    await call(`${path}/check-ins/${attendanceId}`, { method: 'DELETE' }, owner);
    const undone = await next(doors[0] as SseClient);
    expect(undone.counts).toMatchObject({ going: 1, checkedIn: 0 });
    expect(undone.checkIn).toBeUndefined();

    await call(`${path}/attendance`, { method: 'PUT' }, b);
    expect((await next(doors[0] as SseClient)).counts).toMatchObject({ going: 1, waitlisted: 1 });
    // a cancels: b moves up, in the same transaction, announced as one change.
    await call(`${path}/attendance`, { method: 'DELETE' }, a);
    expect((await next(doors[0] as SseClient)).counts).toMatchObject({ going: 1, waitlisted: 0 });

    const bId = (await call<{ items: Attendee[] }>(`${path}/attendees`, {}, owner)).body.items[0]?.id;
    await call(`${path}/attendees/${bId}`, { method: 'DELETE' }, owner);
    expect((await next(doors[0] as SseClient)).counts).toMatchObject({ going: 0, waitlisted: 0 });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attendee.events.filter((e) => e.event === 'attendance')).toEqual([]);
    // Every change was heard once: RSVP, check-in, undo, RSVP, cancel, removal.
    expect((doors[1] as SseClient).events.filter((e) => e.event === 'attendance')).toHaveLength(6);
  });
});
