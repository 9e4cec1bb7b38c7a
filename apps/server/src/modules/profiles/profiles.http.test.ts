import { type Problem, type ProfileDetail, profileDetailSchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile, days } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { befriend, block, follow, seat, setPrivacy } from './testing/social-arrange.ts';

type Body = ProfileDetail & Problem;

/** GET /api/v1/profiles/{username}: the public profile, its counts and how the caller stands with them. */
describeEachBackend('GET /api/v1/profiles/{username}', (ctx) => {
  const get = (username: string, who?: SignedInUser) =>
    api(ctx.app)<Body>(`/api/v1/profiles/${encodeURIComponent(username)}`, {}, who);

  it('shows visitors the public fields and counts of an active profile, in any letter case', async () => {
    const maria = await createProfile(ctx.db, {
      username: 'maria.lima',
      bio: 'Samba aos sábados.',
      city: 'Recife',
      avatarPath: 'avatars/maria.webp',
    });
    const { res, body } = await get('Maria.Lima');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(profileDetailSchema.parse(body)).toEqual({
      id: maria.id,
      username: 'maria.lima',
      firstName: 'Ana',
      lastName: 'Souza',
      name: 'Ana Souza',
      bio: 'Samba aos sábados.',
      city: 'Recife',
      avatarUrl: '/uploads/avatars/maria.webp',
      createdAt: maria.createdAt.toISOString(),
      counts: { friends: null, following: 0, followers: 0, events: 0 },
      findable: true,
      isSelf: false,
      canSeeFriends: false,
      canSeeAttendance: false,
      relationship: null,
    });
  });

  it('never shows e-mail, birth date, role, status or settings, to users and admins either', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dona.do.perfil', role: 'admin' });
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    for (const who of [undefined, user, owner]) {
      const { res, body } = await get('dona.do.perfil', who);
      expect(res.status).toBe(200);
      expect(body.id).toBe(owner.userId);
      const text = JSON.stringify(body);
      expect(text).not.toContain(owner.email);
      expect(text).not.toContain('1990-05-17');
      expect(text).not.toMatch(/admin|active|attendanceVisibility|friendsVisibility/);
    }
    const signedIn = await get('dona.do.perfil', user);
    expect(signedIn.res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 profile.not_found for a pending, unknown or impossible name', async () => {
    const pending = await signUpAndSignIn(ctx.app, ctx.db, { profile: 'pending' });
    const patched = await api(ctx.app)(
      '/api/v1/me',
      { method: 'PATCH', json: { username: 'quase.la' } },
      pending,
    );
    expect(patched.res.status).toBe(200);
    for (const [name, who] of [
      ['quase.la', undefined],
      ['quase.la', pending],
      ['ninguem', undefined],
      ['x'.repeat(200), undefined],
      ['%', undefined],
    ] as const) {
      const { res, body } = await get(name, who);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(body).toMatchObject({ code: 'profile.not_found', detail: 'Perfil não encontrado.' });
    }
  });

  it('answers 404 across a block, either way, as for someone who does not exist', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db, { username: 'ana.bloqueia' });
    const bia = await signUpAndSignIn(ctx.app, ctx.db, { username: 'bia.bloqueada' });
    const caio = await signUpAndSignIn(ctx.app, ctx.db);
    await block(ctx.db, ana.userId, bia.userId);
    for (const [name, who] of [
      ['bia.bloqueada', ana],
      ['ana.bloqueia', bia],
    ] as const) {
      const { res, body } = await get(name, who);
      expect(res.status).toBe(404);
      expect(body.code).toBe('profile.not_found');
    }
    // Others, and visitors, still see both.
    expect((await get('ana.bloqueia', caio)).res.status).toBe(200);
    expect((await get('bia.bloqueada')).res.status).toBe(200);
  });

  it('counts friends, following, followers and upcoming events, and tells the relation', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dono' });
    const friend = await signUpAndSignIn(ctx.app, ctx.db);
    const stranger = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await createProfile(ctx.db);
    await befriend(ctx.db, owner.userId, friend.userId);
    await befriend(ctx.db, owner.userId, other.id, 'pending');
    await follow(ctx.db, owner.userId, other.id);
    await follow(ctx.db, friend.userId, owner.userId);
    await follow(ctx.db, stranger.userId, owner.userId);
    await setPrivacy(ctx.db, owner.userId, { attendanceVisibility: 'friends', friendsVisibility: 'friends' });
    // Organised: two upcoming, one under way; a draft, a cancelled, an ended and a private one never count.
    await createEvent(ctx.db, owner.userId, { startDatetime: days(3) });
    await createEvent(ctx.db, owner.userId, { startDatetime: new Date(Date.now() - 3_600_000) });
    await createEvent(ctx.db, owner.userId, { publishedAt: null });
    await createEvent(ctx.db, owner.userId, { cancelledAt: new Date() });
    await createEvent(ctx.db, owner.userId, { startDatetime: days(-3) });
    await createEvent(ctx.db, owner.userId, { visibility: 'private' });
    // Attended: counted for friends only (attendance_visibility friends).
    const elsewhere = await createEvent(ctx.db, other.id);
    await seat(ctx.db, elsewhere.id, owner.userId);
    const waitlisted = await createEvent(ctx.db, other.id);
    await seat(ctx.db, waitlisted.id, owner.userId, 'waitlisted');

    const forFriend = profileDetailSchema.parse((await get('dono', friend)).body);
    expect(forFriend.counts).toEqual({ friends: 1, following: 1, followers: 2, events: 3 });
    expect(forFriend).toMatchObject({ canSeeFriends: true, canSeeAttendance: true, isSelf: false });
    expect(forFriend.relationship).toEqual({
      friendship: 'friends',
      following: true,
      followsYou: false,
      blocked: false,
      canRequest: false,
    });

    const forStranger = profileDetailSchema.parse((await get('dono', stranger)).body);
    expect(forStranger.counts).toEqual({ friends: null, following: 1, followers: 2, events: 2 });
    expect(forStranger).toMatchObject({ canSeeFriends: false, canSeeAttendance: false });
    expect(forStranger.relationship).toEqual({
      friendship: 'none',
      following: true,
      followsYou: false,
      blocked: false,
      canRequest: true,
    });

    const forVisitor = profileDetailSchema.parse((await get('dono')).body);
    expect(forVisitor.counts).toEqual({ friends: null, following: 1, followers: 2, events: 2 });
    expect(forVisitor.relationship).toBeNull();

    // The owner sees everything of their own, the private event included, and no relation.
    const forSelf = profileDetailSchema.parse((await get('dono', owner)).body);
    expect(forSelf.counts).toEqual({ friends: 1, following: 1, followers: 2, events: 4 });
    expect(forSelf).toMatchObject({
      isSelf: true,
      canSeeFriends: true,
      canSeeAttendance: true,
      relationship: null,
    });
  });

  it('tells a person who sent or received a request, and one who follows them', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db, { username: 'ana.pede' });
    const bia = await signUpAndSignIn(ctx.app, ctx.db, { username: 'bia.recebe' });
    await befriend(ctx.db, ana.userId, bia.userId, 'pending');
    await follow(ctx.db, bia.userId, ana.userId);
    expect((await get('bia.recebe', ana)).body.relationship).toMatchObject({
      friendship: 'request_sent',
      followsYou: true,
      canRequest: false,
    });
    expect((await get('ana.pede', bia)).body.relationship).toMatchObject({
      friendship: 'request_received',
      following: true,
      followsYou: false,
    });
  });

  it('says whether the owner is findable, without telling the other settings', async () => {
    const hidden = await createProfile(ctx.db, { username: 'escondida' });
    await setPrivacy(ctx.db, hidden.id, { findable: false });
    const { res, body } = await get('escondida');
    expect(res.status).toBe(200);
    expect(body.findable).toBe(false);
  });

  it('counts attended events and friends as each setting allows: everyone, friends, only me', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'conta.tudo' });
    const friend = await signUpAndSignIn(ctx.app, ctx.db);
    const stranger = await signUpAndSignIn(ctx.app, ctx.db);
    await befriend(ctx.db, owner.userId, friend.userId);
    const other = await createProfile(ctx.db);
    await createEvent(ctx.db, owner.userId);
    await seat(ctx.db, (await createEvent(ctx.db, other.id)).id, owner.userId);
    const seen = async (who?: SignedInUser) => {
      const body = profileDetailSchema.parse((await get('conta.tudo', who)).body);
      return [body.counts.events, body.canSeeAttendance, body.counts.friends, body.canSeeFriends];
    };
    const cases = [
      ['everyone', [2, true, 1, true], [2, true, 1, true], [2, true, 1, true]],
      ['friends', [1, false, null, false], [1, false, null, false], [2, true, 1, true]],
      ['only_me', [1, false, null, false], [1, false, null, false], [1, false, null, false]],
    ] as const;
    for (const [audience, visitor, strangerSees, friendSees] of cases) {
      await setPrivacy(ctx.db, owner.userId, { attendanceVisibility: audience, friendsVisibility: audience });
      expect(await seen(), `visitor, ${audience}`).toEqual(visitor);
      expect(await seen(stranger), `stranger, ${audience}`).toEqual(strangerSees);
      expect(await seen(friend), `friend, ${audience}`).toEqual(friendSees);
      expect(await seen(owner), `owner, ${audience}`).toEqual([2, true, 1, true]);
    }
  });
});
