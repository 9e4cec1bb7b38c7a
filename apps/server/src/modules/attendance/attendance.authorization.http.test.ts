import type { EventAttendance } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { createGroupAs, giveToGroup, seat } from '../groups/groups.test-helpers.ts';
import { api } from '../notifications/testing/notifications-api.ts';

type Actor = 'visitor' | 'user' | 'other' | 'organiser' | 'groupOrganiser' | 'groupMember' | 'admin';
type Kind = 'public' | 'private' | 'draft';
type Answer = { res: Response; body: Record<string, unknown> & { code?: string } };

const ACTORS: Actor[] = ['visitor', 'user', 'other', 'organiser', 'groupOrganiser', 'groupMember', 'admin'];
/** Who manages the events: their organiser, and an organiser of the group they belong to. */
const MANAGERS: Actor[] = ['organiser', 'groupOrganiser'];
const KINDS: Kind[] = ['public', 'private', 'draft'];
const LINK = 'https://meet.example.test/sala-secreta';

/**
 * Every attendance route for a visitor, a signed-in person going to the public event, another
 * person, the organiser, an organiser and a member of the group the events belong to, and an
 * administrator, on a public, a private and a draft event. Attendee lists, ticket codes and the
 * access link reach only whom they belong to: the group's organiser manages its events like their
 * organiser, its member sees its published events but manages nothing; an administrator has no
 * reach into other people's events; a ticket of one event never checks in at another.
 */
describeEachBackend('authorisation of the attendance routes', (ctx) => {
  const call = (path: string, init: RequestInit & { json?: unknown }, who?: SignedInUser) =>
    api(ctx.app)<Answer['body']>(path, init, who) as Promise<Answer>;
  /** As `call`, with the request's own headers too (an offline write's Idempotency-Key). */
  const callWith = async (path: string, init: RequestInit & { json?: unknown }, who?: SignedInUser) => {
    const { json, headers, ...rest } = init;
    const res = await ctx.app.request(path, {
      ...rest,
      headers: {
        ...(who?.headers ?? { origin: TEST_ORIGIN }),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    return { res, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
  };

  async function arrange() {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const actors: Record<Actor, SignedInUser | undefined> = {
      visitor: undefined,
      user: await signUpAndSignIn(ctx.app, ctx.db),
      other: await signUpAndSignIn(ctx.app, ctx.db),
      organiser,
      groupOrganiser: await signUpAndSignIn(ctx.app, ctx.db),
      groupMember: await signUpAndSignIn(ctx.app, ctx.db),
      admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
    };
    const online = { eventType: 'online' as const, accessLink: LINK };
    const events: Record<Kind, { id: string; slug: string }> = {
      public: await createEvent(ctx.db, organiser.userId, online),
      private: await createEvent(ctx.db, organiser.userId, { ...online, visibility: 'private' }),
      draft: await createEvent(ctx.db, organiser.userId, { ...online, publishedAt: null }),
    };
    // The organiser's public group organises all three.
    const group = await createGroupAs(ctx.app, organiser);
    await seat(ctx.db, group.id, [
      { userId: (actors.groupOrganiser as SignedInUser).userId, role: 'organizer' },
      { userId: (actors.groupMember as SignedInUser).userId, role: 'member' },
    ]);
    for (const event of Object.values(events)) await giveToGroup(ctx.db, event.id, group.id);
    const going = await call(`/api/v1/events/${events.public.id}/attendance`, { method: 'PUT' }, actors.user);
    const mine = (going.body as unknown as EventAttendance).mine;
    if (!mine?.ticketCode) throw new Error('no ticket');
    return { actors, events, ticket: mine.ticketCode, attendanceId: mine.id };
  }

  const notificationsOf = async (who: SignedInUser) =>
    (await call('/api/v1/notifications', {}, who)).body.notifications as unknown[];

  const manages = (actor: Actor) => MANAGERS.includes(actor);
  const sees = (actor: Actor, kind: Kind) =>
    kind === 'public' || manages(actor) || (actor === 'groupMember' && kind === 'private');

  /** What an organiser-only route answers to someone else: 401, 403 (may see it) or 404. */
  const refusal = (actor: Actor, kind: Kind) => (actor === 'visitor' ? 401 : sees(actor, kind) ? 403 : 404);

  it('reads the attendance: counts for whoever sees the event, the ticket and the link only to their owners', async () => {
    const { actors, events, ticket } = await arrange();
    for (const actor of ACTORS) {
      for (const kind of KINDS) {
        const label = `${actor} ${kind}`;
        const { res, body } = await call(`/api/v1/events/${events[kind].id}/attendance`, {}, actors[actor]);
        const text = JSON.stringify(body);
        expect(text.includes(ticket), `${label} ticket`).toBe(actor === 'user' && kind === 'public');
        if (!sees(actor, kind)) {
          expect(res.status, label).toBe(404);
          expect(body.code, label).toBe('event.not_found');
          expect(text, label).not.toContain(LINK);
          continue;
        }
        expect(res.status, label).toBe(200);
        const linkShown = manages(actor) || (actor === 'user' && kind === 'public');
        expect(body.accessLink, label).toBe(linkShown ? LINK : null);
        expect(res.headers.get('cache-control'), label).toBe('private, no-store');
      }
    }
  });

  it('RSVP and interest: signed-in people on events they see; 401 for visitors, 404 for what they cannot see', async () => {
    const { actors, events } = await arrange();
    for (const actor of ACTORS) {
      for (const kind of KINDS) {
        for (const [method, path] of [
          ['PUT', 'attendance'],
          ['PUT', 'interest'],
          ['DELETE', 'interest'],
          ['DELETE', 'attendance'],
        ] as const) {
          const label = `${actor} ${method} ${path} ${kind}`;
          const { res, body } = await call(
            `/api/v1/events/${events[kind].id}/${path}`,
            { method },
            actors[actor],
          );
          if (actor === 'visitor') expect(res.status, label).toBe(401);
          else if (!sees(actor, kind)) {
            expect(res.status, label).toBe(404);
            expect(body.code, label).toBe('event.not_found');
          } else if (actor === 'organiser' && method === 'PUT' && path === 'attendance') {
            expect(res.status, label).toBe(409);
            expect(body.code, label).toBe('attendance.closed.organizer');
          } else if (kind === 'draft' && method === 'PUT' && path === 'attendance') {
            // The group's organiser sees the draft, and may go once it is out.
            expect(res.status, label).toBe(409);
            expect(body.code, label).toBe('attendance.closed.draft');
          } else expect(res.status, label).toBe(200);
        }
      }
    }
  });

  it('the attendee list and check-ins: whoever manages the event only, on every kind of event', async () => {
    const { actors, events, ticket, attendanceId } = await arrange();
    const routes = (id: string) =>
      [
        { path: `/api/v1/events/${id}/attendees`, method: 'GET' },
        { path: `/api/v1/events/${id}/attendees?status=all&q=a`, method: 'GET' },
        { path: `/api/v1/events/${id}/check-ins`, method: 'POST', json: { code: ticket } },
        {
          path: `/api/v1/events/${id}/check-ins`,
          method: 'POST',
          json: { code: ticket },
          headers: { 'Idempotency-Key': `door-scan-${id}` },
        },
        { path: `/api/v1/events/${id}/door-list`, method: 'GET' },
        { path: `/api/v1/events/${id}/check-ins/${attendanceId}`, method: 'DELETE' },
        { path: `/api/v1/events/${id}/attendees?order=recent_check_in`, method: 'GET' },
        { path: `/api/v1/events/${id}/attendees.csv`, method: 'GET' },
        { path: `/api/v1/events/${id}/attendees/${attendanceId}/promote`, method: 'POST' },
        { path: `/api/v1/events/${id}/attendees/${attendanceId}/check-in`, method: 'POST' },
        {
          path: `/api/v1/events/${id}/attendees/${attendanceId}/check-in`,
          method: 'POST',
          headers: { 'Idempotency-Key': `door-row-${id}` },
        },
        { path: `/api/v1/events/${id}/attendees/${attendanceId}`, method: 'DELETE' },
        { path: `/api/v1/events/${id}/announcements`, method: 'POST', json: { message: 'Tomado' } },
        { path: `/api/v1/events/${id}/invitations`, method: 'GET' },
        { path: `/api/v1/events/${id}/invitations`, method: 'POST', json: { usernames: ['ninguem_aqui'] } },
      ] as const;
    for (const actor of ACTORS.filter((a) => !manages(a))) {
      for (const kind of KINDS) {
        for (const { path, ...init } of routes(events[kind].id)) {
          const label = `${actor} ${init.method} ${path} (${kind})`;
          const { res, body } = await callWith(path, init, actors[actor]);
          expect(res.status, label).toBe(refusal(actor, kind));
          expect(res.headers.get('content-type'), label).toContain('application/problem+json');
          if (res.status === 403) expect(body.code, label).toBe('attendance.forbidden');
          expect(JSON.stringify(body), label).not.toContain(ticket);
        }
      }
    }
    // Nobody else's attempt checked the ticket in, removed the attendee or sent a message.
    const list = await call(`/api/v1/events/${events.public.id}/attendees`, {}, actors.organiser);
    expect(list.res.status).toBe(200);
    expect(list.body.counts).toMatchObject({ going: 1, checkedIn: 0 });
    expect(await notificationsOf(actors.user as SignedInUser)).toEqual([]);
    const csv = await ctx.app.request(`/api/v1/events/${events.public.id}/attendees.csv`, {
      headers: actors.organiser?.headers,
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).not.toContain(ticket);
    // The list names people but never carries a ticket code.
    expect(JSON.stringify(list.body)).not.toContain(ticket);

    // A ticket of the public event is refused at the organiser's other events.
    for (const kind of ['private', 'draft'] as const) {
      const wrong = await call(
        `/api/v1/events/${events[kind].id}/check-ins`,
        { method: 'POST', json: { code: ticket } },
        actors.organiser,
      );
      expect(wrong.res.status, kind).toBe(200);
      expect(wrong.body).toMatchObject({ result: 'wrong_event', attendee: null });
      // Nor can the attendance of one event be undone through another.
      const undo = await call(
        `/api/v1/events/${events[kind].id}/check-ins/${attendanceId}`,
        { method: 'DELETE' },
        actors.organiser,
      );
      expect(undo.res.status, kind).toBe(404);
      const byRow = await call(
        `/api/v1/events/${events[kind].id}/attendees/${attendanceId}/check-in`,
        { method: 'POST' },
        actors.organiser,
      );
      expect(byRow.res.status, kind).toBe(404);
      expect(byRow.body.code, kind).toBe('attendance.not_found');
    }
    const accepted = await call(
      `/api/v1/events/${events.public.id}/check-ins`,
      { method: 'POST', json: { code: ticket } },
      actors.organiser,
    );
    expect(accepted.body).toMatchObject({ result: 'accepted', counts: { checkedIn: 1 } });
  });

  it('the group’s organiser runs the door and the lists like the event’s organiser', async () => {
    const { actors, events, ticket, attendanceId } = await arrange();
    const who = actors.groupOrganiser as SignedInUser;
    const id = events.public.id;
    const list = await call(`/api/v1/events/${id}/attendees`, {}, who);
    expect(list.res.status).toBe(200);
    expect(list.body.counts).toMatchObject({ going: 1, checkedIn: 0 });
    const csv = await ctx.app.request(`/api/v1/events/${id}/attendees.csv`, { headers: who.headers });
    expect(csv.status).toBe(200);
    expect((await call(`/api/v1/events/${id}/stats`, {}, who)).res.status).toBe(200);
    expect((await call(`/api/v1/events/${id}/invitations`, {}, who)).res.status).toBe(200);
    const door = await call(`/api/v1/events/${id}/door-list`, {}, who);
    expect(door.res.status).toBe(200);
    expect((door.body.attendees as { attendanceId: string }[]).map((a) => a.attendanceId)).toEqual([
      attendanceId,
    ]);
    expect(JSON.stringify(door.body)).not.toContain(ticket);
    const scan = await call(
      `/api/v1/events/${id}/check-ins`,
      { method: 'POST', json: { code: ticket } },
      who,
    );
    expect(scan.body).toMatchObject({ result: 'accepted', counts: { checkedIn: 1 } });
    const undo = await call(`/api/v1/events/${id}/check-ins/${attendanceId}`, { method: 'DELETE' }, who);
    expect(undo.res.status).toBe(200);
    const message = await call(
      `/api/v1/events/${id}/announcements`,
      { method: 'POST', json: { message: 'Portões abertos' } },
      who,
    );
    expect(message.res.status).toBe(200);
    // The attendee heard of the check-in and of the message.
    const types = ((await notificationsOf(actors.user as SignedInUser)) as { type: string }[]).map(
      (n) => n.type,
    );
    expect(types).toEqual(expect.arrayContaining(['event_checkin']));
    expect(types.length).toBeGreaterThanOrEqual(2);
  });

  it('a ticket of another organiser’s event is wrong_event there, and leaks nothing about it', async () => {
    const { actors, events, ticket } = await arrange();
    const stranger = actors.other as SignedInUser;
    const theirs = await createEvent(ctx.db, stranger.userId);
    const answer = await call(
      `/api/v1/events/${theirs.id}/check-ins`,
      { method: 'POST', json: { code: ticket } },
      stranger,
    );
    expect(answer.body).toMatchObject({ result: 'wrong_event', attendee: null });
    expect(JSON.stringify(answer.body)).not.toContain(events.public.id);
  });

  it('my events: signed-in only, each person sees only their own', async () => {
    const { actors, events } = await arrange();
    for (const path of ['/api/v1/me/participating', '/api/v1/me/organizing?state=draft']) {
      expect((await call(path, {})).res.status, path).toBe(401);
    }
    for (const actor of ['user', 'other', 'groupOrganiser', 'groupMember', 'admin'] as const) {
      const participating = await call('/api/v1/me/participating', {}, actors[actor]);
      const ids = (participating.body.items as { event: { id: string } }[]).map((i) => i.event.id);
      expect(ids, actor).toEqual(actor === 'user' ? [events.public.id] : []);
      for (const state of ['draft', 'published']) {
        const organizing = await call(`/api/v1/me/organizing?state=${state}`, {}, actors[actor]);
        expect(organizing.body.items, `${actor} ${state}`).toEqual([]);
      }
    }
    const drafts = await call('/api/v1/me/organizing?state=draft', {}, actors.organiser);
    expect((drafts.body.items as { event: { id: string } }[]).map((i) => i.event.id)).toEqual([
      events.draft.id,
    ]);
  });
});
