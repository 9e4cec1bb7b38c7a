import type { PersonPage, ProfileDetail } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { createGroupAs } from '../groups/groups.test-helpers.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { befriend, block, seat } from './testing/social-arrange.ts';

type Who = 'visitor' | 'stranger' | 'friend' | 'blocked' | 'blocker' | 'self' | 'admin';
const EVERYONE: Who[] = ['visitor', 'stranger', 'friend', 'blocked', 'blocker', 'self', 'admin'];

/**
 * The profile routes and people search for a visitor, a stranger, a friend of the owner, someone
 * the owner blocked, someone who blocked the owner, the owner and an administrator, the owner's
 * settings at their defaults (attendance and friends seen by friends): a block either way hides the
 * owner as if they did not exist, an administrator has no more reach than a stranger.
 */
describeEachBackend('authorisation of the profile routes and people search', (ctx) => {
  async function arrange() {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'dona.perfil' });
    const people: Record<Exclude<Who, 'visitor'>, SignedInUser> = {
      self: owner,
      stranger: await signUpAndSignIn(ctx.app, ctx.db),
      friend: await signUpAndSignIn(ctx.app, ctx.db),
      blocked: await signUpAndSignIn(ctx.app, ctx.db),
      blocker: await signUpAndSignIn(ctx.app, ctx.db),
      admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
    };
    await befriend(ctx.db, owner.userId, people.friend.userId);
    await block(ctx.db, owner.userId, people.blocked.userId);
    await block(ctx.db, people.blocker.userId, owner.userId);
    await createEvent(ctx.db, owner.userId, { name: 'Organizado' });
    const other = await createProfile(ctx.db);
    const attended = await createEvent(ctx.db, other.id, { name: 'Frequentado' });
    await seat(ctx.db, attended.id, owner.userId);
    await createGroupAs(ctx.app, owner, { name: 'Grupo da Dona' });
    return people;
  }

  const call = async <T>(path: string, who: SignedInUser | undefined) => api(ctx.app)<T>(path, {}, who);

  it('answers each route to each caller as the owner’s settings and blocks say', async () => {
    const people = await arrange();
    const expected: Record<string, Record<Who, number>> = {
      '/api/v1/profiles/dona.perfil': {
        visitor: 200,
        stranger: 200,
        friend: 200,
        blocked: 404,
        blocker: 404,
        self: 200,
        admin: 200,
      },
      '/api/v1/profiles/dona.perfil/events': {
        visitor: 200,
        stranger: 200,
        friend: 200,
        blocked: 404,
        blocker: 404,
        self: 200,
        admin: 200,
      },
      '/api/v1/profiles/dona.perfil/groups': {
        visitor: 200,
        stranger: 200,
        friend: 200,
        blocked: 404,
        blocker: 404,
        self: 200,
        admin: 200,
      },
      '/api/v1/profiles/dona.perfil/friends': {
        visitor: 403,
        stranger: 403,
        friend: 200,
        blocked: 404,
        blocker: 404,
        self: 200,
        admin: 403,
      },
      '/api/v1/people?q=dona.perfil': {
        visitor: 401,
        stranger: 200,
        friend: 200,
        blocked: 200,
        blocker: 200,
        self: 200,
        admin: 200,
      },
    };
    for (const [path, statuses] of Object.entries(expected)) {
      for (const who of EVERYONE) {
        const { res, body } = await call<{ code?: string }>(
          path,
          who === 'visitor' ? undefined : people[who],
        );
        expect(res.status, `${who} ${path}`).toBe(statuses[who]);
        if (res.status >= 400) expect(res.headers.get('content-type')).toContain('application/problem+json');
        if (res.status === 404) expect(body.code).toBe('profile.not_found');
        if (res.status === 403) expect(body.code).toBe('social.friends.hidden');
      }
    }
  });

  it('shows attendance and friends to the friend and the owner only, and finds the owner for others', async () => {
    const people = await arrange();
    for (const who of EVERYONE.filter((w) => w !== 'blocked' && w !== 'blocker')) {
      const caller = who === 'visitor' ? undefined : people[who];
      const { body } = await call<ProfileDetail>('/api/v1/profiles/dona.perfil', caller);
      const sees = who === 'friend' || who === 'self';
      expect(body.canSeeAttendance, who).toBe(sees);
      expect(body.canSeeFriends, who).toBe(sees);
      expect(body.counts.friends, who).toBe(sees ? 1 : null);
      expect(body.counts.events, who).toBe(sees ? 2 : 1);
      expect(body.isSelf, who).toBe(who === 'self');
      expect(body.relationship === null, who).toBe(who === 'visitor' || who === 'self');
      const events = await call<{ items: { name: string }[] }>('/api/v1/profiles/dona.perfil/events', caller);
      expect(events.body.items.map((e) => e.name).sort(), who).toEqual(
        sees ? ['Frequentado', 'Organizado'] : ['Organizado'],
      );
    }
    // Search: found by strangers, friends and administrators; never by themselves or across a block.
    for (const who of ['stranger', 'friend', 'admin', 'self', 'blocked', 'blocker'] as const) {
      const { body } = await call<PersonPage>('/api/v1/people?q=dona.perfil', people[who]);
      const found = body.items.some((p) => p.username === 'dona.perfil');
      expect(found, who).toBe(who === 'stranger' || who === 'friend' || who === 'admin');
    }
  });

  it('hides the people of a block from each other in the friends list, whoever reads it', async () => {
    const people = await arrange();
    // The friend blocks the stranger; the owner's friends list is everyone's to read.
    await befriend(ctx.db, people.self.userId, people.stranger.userId);
    await block(ctx.db, people.friend.userId, people.stranger.userId);
    const ids = async (who: SignedInUser) =>
      (await call<PersonPage>('/api/v1/profiles/dona.perfil/friends', who)).body.items.map((p) => p.id);
    // Each finds themselves in the list, never the other.
    expect(await ids(people.friend)).toEqual([people.friend.userId]);
    expect(await ids(people.stranger)).toEqual([people.stranger.userId]);
    expect((await ids(people.self)).sort()).toEqual([people.friend.userId, people.stranger.userId].sort());
  });
});
