import {
  type AttendanceStreamEvent,
  attendanceStreamEventSchema,
  attendeeSchema,
  type EventAttendance,
} from '@eventos/domain';
import { afterEach, expect, it } from 'vitest';
import { createGroupAs, giveToGroup, seat } from '../modules/groups/groups.test-helpers.ts';
import { api } from '../modules/notifications/testing/notifications-api.ts';
import { type SignedInUser, signUpAndSignIn } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { createEvent } from '../test/factories.ts';
import { openStream, type ServedApp, type SseClient, serveApp } from './testing/sse-client.ts';

/**
 * A group's event at the door (issue 17): the group's owner and organisers run its door screen like
 * its organiser, so its attendance reaches their streams too; the group's members hear nothing.
 */
describeEachBackend('a group event’s attendance on the realtime stream', (ctx) => {
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
  const next = async (client: SseClient, ms = 1_500) =>
    attendanceStreamEventSchema.parse(
      JSON.parse((await client.next((e) => e.event === 'attendance', ms)).data),
    ) as AttendanceStreamEvent;

  it('reaches the organiser and the group’s organisers, not its members', async () => {
    const [owner, organiser, member, guest] = [
      await signUpAndSignIn(ctx.app, ctx.db),
      await signUpAndSignIn(ctx.app, ctx.db),
      await signUpAndSignIn(ctx.app, ctx.db),
      await signUpAndSignIn(ctx.app, ctx.db),
    ];
    const group = await createGroupAs(ctx.app, owner);
    await seat(ctx.db, group.id, [
      { userId: organiser.userId, role: 'organizer' },
      { userId: member.userId, role: 'member' },
    ]);
    const event = await createEvent(ctx.db, organiser.userId);
    await giveToGroup(ctx.db, event.id, group.id);
    const doors = [await stream(organiser), await stream(owner)];
    const bystander = await stream(member);

    const path = `/api/v1/events/${event.id}`;
    const going = await api(ctx.app)<EventAttendance>(`${path}/attendance`, { method: 'PUT' }, guest);
    for (const door of doors) expect((await next(door)).counts).toMatchObject({ going: 1 });

    // The owner, who did not create the event, checks the guest in; both door screens see who.
    await api(ctx.app)(
      `${path}/check-ins`,
      { method: 'POST', json: { code: going.body.mine?.ticketCode } },
      owner,
    );
    for (const door of doors) {
      const heard = await next(door);
      expect(attendeeSchema.parse(heard.checkIn)).toMatchObject({
        userId: guest.userId,
        status: 'checked_in',
      });
    }
    await expect(next(bystander, 500)).rejects.toThrow();
  });
});
