import {
  type FellowAttendeesResponse,
  fellowAttendeesResponseSchema,
  type SocialAudience,
} from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { befriend, block } from '../profiles/testing/social-arrange.ts';

type Body = FellowAttendeesResponse & { code?: string; detail?: string };

/**
 * GET /api/v1/events/{id}/fellow-attendees: people going see the others going whose attendance
 * setting lets them (everyone, or friends among them; never across a block), a page at a time, and
 * how many others there are; a change of the setting takes effect at once.
 */
describeEachBackend('who else is going over HTTP', (ctx) => {
  const call = <T = Record<string, unknown>>(
    path: string,
    init: RequestInit & { json?: unknown } = {},
    who?: SignedInUser,
  ) => api(ctx.app)<T>(path, init, who);
  const fellows = (eventId: string, who?: SignedInUser, query = '') =>
    call<Body>(`/api/v1/events/${eventId}/fellow-attendees${query}`, {}, who);
  const privacy = (who: SignedInUser, attendanceVisibility: SocialAudience) =>
    call('/api/v1/me/privacy', { method: 'PATCH', json: { attendanceVisibility } }, who);
  const rename = (who: SignedInUser, firstName: string, lastName: string) =>
    call('/api/v1/me', { method: 'PATCH', json: { firstName, lastName } }, who);

  async function person(firstName: string, show: boolean, username?: string) {
    const who = await signUpAndSignIn(ctx.app, ctx.db, username ? { username } : {});
    await rename(who, firstName, 'Lima');
    await privacy(who, show ? 'everyone' : 'only_me');
    return who;
  }

  it('shows those who allowed it, counts the others, and never lists the caller', async () => {
    const organiser = await person('Olga', false);
    const ana = await person('Ana', true, 'ana.lima');
    const bia = await person('Bia', false);
    const caio = await person('Caio', true);
    const event = await createEvent(ctx.db, organiser.userId);
    for (const who of [ana, bia, caio])
      await call(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, who);

    const forBia = await fellows(event.id, bia);
    expect(forBia.res.status).toBe(200);
    expect(forBia.res.headers.get('cache-control')).toBe('private, no-store');
    expect(fellowAttendeesResponseSchema.parse(forBia.body)).toEqual({
      items: [
        { userId: ana.userId, name: 'Ana Lima', username: 'ana.lima', avatarUrl: null },
        expect.objectContaining({ userId: caio.userId, name: 'Caio Lima' }),
      ],
      nextCursor: null,
      shown: 2,
      hidden: 0,
      viewerShown: false,
    });
    // Ana sees Caio, and Bia only as one more person.
    const forAna = await fellows(event.id, ana);
    expect(forAna.body.items.map((i) => i.name)).toEqual(['Caio Lima']);
    expect(forAna.body).toMatchObject({ shown: 1, hidden: 1, viewerShown: true });
    // The organiser sees the same people (the full list is on the manage page).
    const forOrganiser = await fellows(event.id, organiser);
    expect(forOrganiser.body.items.map((i) => i.name)).toEqual(['Ana Lima', 'Caio Lima']);
    expect(forOrganiser.body).toMatchObject({ shown: 2, hidden: 1 });
    // No ticket code, attendance id or e-mail ever leaves in it.
    const text = JSON.stringify([forBia.body, forAna.body, forOrganiser.body]);
    expect(text).not.toMatch(/ticket|@example\.test|status/i);
  });

  it('follows the setting at once: only me hides the name, everyone shows it again', async () => {
    const organiser = await person('Olga', false);
    const ana = await person('Ana', true);
    const bia = await person('Bia', false);
    const event = await createEvent(ctx.db, organiser.userId);
    for (const who of [ana, bia]) await call(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, who);
    expect((await fellows(event.id, bia)).body.items.map((i) => i.name)).toEqual(['Ana Lima']);
    await privacy(ana, 'only_me');
    expect((await fellows(event.id, bia)).body).toMatchObject({ items: [], shown: 0, hidden: 1 });
    expect((await fellows(event.id, ana)).body).toMatchObject({ viewerShown: false });
    await privacy(ana, 'everyone');
    expect((await fellows(event.id, bia)).body).toMatchObject({ shown: 1, hidden: 0 });
  });

  it('pages by arrival with a cursor, up to 50 at a time', async () => {
    const organiser = await person('Olga', false);
    const viewer = await person('Vera', false);
    const event = await createEvent(ctx.db, organiser.userId);
    await call(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, viewer);
    const names = ['Ana', 'Bia', 'Caio', 'Davi', 'Edu'];
    for (const name of names) {
      const who = await person(name, true);
      await call(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, who);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { body }: { body: Body } = await fellows(event.id, viewer, query);
      expect(body.shown).toBe(5);
      seen.push(...body.items.map((i) => i.name.replace(' Lima', '')));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(names);
    for (const [query, code] of [
      ['?limit=51', 'validation.limit.range'],
      ['?limit=0', 'validation.limit.range'],
      ['?limit=dois', 'validation.limit.integer'],
      ['?cursor=nao-e-um-cursor', 'validation.cursor.invalid'],
    ] as const) {
      const { res, body } = await fellows(event.id, viewer, query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type'), query).toContain('application/problem+json');
      expect(JSON.stringify(body), query).toContain(code);
    }
  });

  it('answers names as plain text, markup and all', async () => {
    const organiser = await person('Olga', false);
    const viewer = await person('Vera', false);
    const markup = await person('<img src=x onerror=alert(1)>', true);
    const event = await createEvent(ctx.db, organiser.userId);
    for (const who of [viewer, markup])
      await call(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, who);
    const { res, body } = await fellows(event.id, viewer);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(body.items[0]?.name).toBe('<img src=x onerror=alert(1)> Lima');
  });

  it('shows a person to everyone going, to their friends going only, or to nobody', async () => {
    const organiser = await person('Olga', false);
    const ana = await person('Ana', false);
    const friend = await person('Fábio', false);
    const stranger = await person('Sara', false);
    await befriend(ctx.db, ana.userId, friend.userId);
    const event = await createEvent(ctx.db, organiser.userId);
    for (const who of [ana, friend, stranger])
      await call(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, who);
    const sees = async (who: SignedInUser) =>
      (await fellows(event.id, who)).body.items.some((item) => item.userId === ana.userId);

    await privacy(ana, 'everyone');
    expect([await sees(friend), await sees(stranger)]).toEqual([true, true]);
    expect((await fellows(event.id, ana)).body.viewerShown).toBe(true);
    await privacy(ana, 'friends');
    expect([await sees(friend), await sees(stranger)]).toEqual([true, false]);
    // Neither Ana (friends only) nor Fábio (only me) shows to Sara.
    expect((await fellows(event.id, stranger)).body).toMatchObject({ shown: 0, hidden: 2 });
    expect((await fellows(event.id, ana)).body.viewerShown).toBe(true);
    await privacy(ana, 'only_me');
    expect([await sees(friend), await sees(stranger)]).toEqual([false, false]);
    expect((await fellows(event.id, ana)).body.viewerShown).toBe(false);
  });

  it('never shows anyone across a block, either way, nor counts them', async () => {
    const organiser = await person('Olga', false);
    const ana = await person('Ana', true);
    const bia = await person('Bia', true);
    const caio = await person('Caio', true);
    const event = await createEvent(ctx.db, organiser.userId);
    for (const who of [ana, bia, caio])
      await call(`/api/v1/events/${event.id}/attendance`, { method: 'PUT' }, who);
    await block(ctx.db, ana.userId, bia.userId);
    const forAna = (await fellows(event.id, ana)).body;
    expect(forAna.items.map((i) => i.name)).toEqual(['Caio Lima']);
    expect(forAna).toMatchObject({ shown: 1, hidden: 0 });
    const forBia = (await fellows(event.id, bia)).body;
    expect(forBia.items.map((i) => i.name)).toEqual(['Caio Lima']);
    expect(forBia).toMatchObject({ shown: 1, hidden: 0 });
    // Someone outside the block sees both.
    expect((await fellows(event.id, caio)).body.items.map((i) => i.name)).toEqual(['Ana Lima', 'Bia Lima']);
  });
});
