import { type Problem, type ProfileEventsResponse, profileEventsResponseSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile, days } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { befriend, block, seat, setPrivacy } from './testing/social-arrange.ts';

type Body = ProfileEventsResponse & Problem;

/**
 * GET /api/v1/profiles/{username}/events: upcoming events they organise, and those they have a seat
 * at as their attendance setting allows, only what the caller may see; soonest first, keyset pages.
 */
describeEachBackend('GET /api/v1/profiles/{username}/events', (ctx) => {
  const get = (username: string, who?: SignedInUser, query = '') =>
    api(ctx.app)<Body>(`/api/v1/profiles/${username}/events${query}`, {}, who);
  const names = (body: ProfileEventsResponse) => body.items.map((item) => `${item.name}:${item.role}`);

  async function arrange() {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dona' });
    const friend = await signUpAndSignIn(ctx.app, ctx.db);
    const stranger = await signUpAndSignIn(ctx.app, ctx.db);
    await befriend(ctx.db, owner.userId, friend.userId);
    const other = await createProfile(ctx.db);
    await createEvent(ctx.db, owner.userId, { name: 'Sarau', startDatetime: days(5) });
    await createEvent(ctx.db, owner.userId, {
      name: 'Em curso',
      startDatetime: new Date(Date.now() - 3_600_000),
    });
    await createEvent(ctx.db, owner.userId, { name: 'Rascunho', publishedAt: null });
    await createEvent(ctx.db, owner.userId, { name: 'Cancelado', cancelledAt: new Date() });
    await createEvent(ctx.db, owner.userId, { name: 'Passado', startDatetime: days(-4) });
    await createEvent(ctx.db, owner.userId, {
      name: 'Privado',
      visibility: 'private',
      startDatetime: days(6),
    });
    const going = await createEvent(ctx.db, other.id, { name: 'Show', startDatetime: days(2) });
    await seat(ctx.db, going.id, owner.userId);
    const checkedIn = await createEvent(ctx.db, other.id, { name: 'Feira', startDatetime: days(1) });
    await seat(ctx.db, checkedIn.id, owner.userId, 'checked_in');
    for (const [name, status] of [
      ['Espera', 'waitlisted'],
      ['Desistiu', 'cancelled'],
    ] as const) {
      const event = await createEvent(ctx.db, other.id, { name, startDatetime: days(3) });
      await seat(ctx.db, event.id, owner.userId, status);
    }
    const hidden = await createEvent(ctx.db, other.id, { name: 'Privado de outro', visibility: 'private' });
    await seat(ctx.db, hidden.id, owner.userId);
    return { owner, friend, stranger, other, hidden };
  }

  it('shows organised and attended events to friends, organised only to others (attendance friends)', async () => {
    const { owner, friend, stranger } = await arrange();
    await setPrivacy(ctx.db, owner.userId, { attendanceVisibility: 'friends' });
    const forFriend = await get('dona', friend);
    expect(forFriend.res.status).toBe(200);
    expect(forFriend.res.headers.get('cache-control')).toBe('private, no-store');
    expect(names(profileEventsResponseSchema.parse(forFriend.body))).toEqual([
      'Em curso:organizer',
      'Feira:attending',
      'Show:attending',
      'Sarau:organizer',
    ]);
    expect(names((await get('dona', stranger)).body)).toEqual(['Em curso:organizer', 'Sarau:organizer']);
    const forVisitor = await get('dona');
    expect(forVisitor.res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(names(forVisitor.body)).toEqual(['Em curso:organizer', 'Sarau:organizer']);
  });

  it('follows each attendance setting: everyone, friends, only me', async () => {
    const { owner, friend, stranger } = await arrange();
    const attended = (body: Body) => body.items.filter((i) => i.role === 'attending').length;
    await setPrivacy(ctx.db, owner.userId, { attendanceVisibility: 'everyone' });
    expect(attended((await get('dona')).body)).toBe(2);
    expect(attended((await get('dona', stranger)).body)).toBe(2);
    await setPrivacy(ctx.db, owner.userId, { attendanceVisibility: 'only_me' });
    expect(attended((await get('dona', friend)).body)).toBe(0);
    expect(attended((await get('dona', stranger)).body)).toBe(0);
    // The owner always sees their own, their private event too.
    expect(names((await get('dona', owner)).body)).toEqual([
      'Em curso:organizer',
      'Feira:attending',
      'Show:attending',
      'Sarau:organizer',
      'Privado:organizer',
    ]);
  });

  it('shows a private event only to whoever may see it anyway', async () => {
    const { owner, friend, hidden } = await arrange();
    await setPrivacy(ctx.db, owner.userId, { attendanceVisibility: 'everyone' });
    expect(names((await get('dona', friend)).body)).not.toContain('Privado de outro:attending');
    await ctx.db.execute(sql`INSERT INTO event_invitations (event_id, user_id, invited_by)
      VALUES (${hidden.id}, ${friend.userId}, ${hidden.organizerId})`);
    expect(names((await get('dona', friend)).body)).toContain('Privado de outro:attending');
  });

  it('pages soonest first with a keyset cursor', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'muitos' });
    for (let i = 1; i <= 5; i += 1)
      await createEvent(ctx.db, owner.userId, { name: `E${i}`, startDatetime: days(i) });
    const first = await get('muitos', undefined, '?limit=2');
    expect(first.body.items.map((i) => i.name)).toEqual(['E1', 'E2']);
    const second = await get('muitos', undefined, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((i) => i.name)).toEqual(['E3', 'E4']);
    const third = await get('muitos', undefined, `?limit=2&cursor=${second.body.nextCursor}`);
    expect(third.body).toMatchObject({ nextCursor: null });
    expect(third.body.items.map((i) => i.name)).toEqual(['E5']);
  });

  it('answers 404 across a block and for nobody, 400 for a bad cursor or limit', async () => {
    const { owner, stranger } = await arrange();
    await block(ctx.db, stranger.userId, owner.userId);
    expect((await get('dona', stranger)).body.code).toBe('profile.not_found');
    expect((await get('ninguem')).res.status).toBe(404);
    const bad = await get('dona', undefined, '?cursor=nada');
    expect(bad.res.status).toBe(400);
    expect(bad.body.code).toBe('validation.cursor.invalid');
    const limit = await get('dona', undefined, '?limit=51');
    expect(limit.res.status).toBe(400);
    expect(limit.body.errors?.[0]?.code).toBe('validation.limit.range');
  });
});
