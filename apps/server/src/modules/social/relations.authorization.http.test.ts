import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { befriend, MANY_SIGN_UPS, person, socialApi } from './social.test-helpers.ts';

type Actor = 'visitor' | 'stranger' | 'friend' | 'blocked_by_them' | 'blocker' | 'self' | 'admin';
const ACTORS: Actor[] = ['visitor', 'stranger', 'friend', 'blocked_by_them', 'blocker', 'self', 'admin'];

/** Every change on one person, in this order, with what each actor is answered (status, code). */
const CHANGES = [
  ['PUT', 'friends'],
  ['DELETE', 'friends'],
  ['PUT', 'following'],
  ['DELETE', 'following'],
  ['PUT', 'blocks'],
  ['DELETE', 'blocks'],
] as const;
const OK = [200, undefined] as const;
const EXPECTED: Record<Actor, (readonly [number, string | undefined])[]> = {
  visitor: Array(6).fill([401, 'auth.unauthenticated']),
  stranger: Array(6).fill(OK),
  friend: Array(6).fill(OK),
  // Someone the person blocked: as if the person did not exist; blocking back is allowed.
  blocked_by_them: [
    [404, 'profile.not_found'],
    [404, 'profile.not_found'],
    [404, 'profile.not_found'],
    [404, 'profile.not_found'],
    OK,
    OK,
  ],
  // Someone who blocked the person: unblock first to ask or follow; letting go is allowed.
  blocker: [[409, 'social.blocked'], OK, [409, 'social.blocked'], OK, OK, OK],
  self: Array(6).fill([422, 'social.self']),
  // An administrator has no special right over anyone's relations.
  admin: Array(6).fill(OK),
};

const LISTS = [
  '/api/v1/me/friends',
  '/api/v1/me/friends?q=alvo',
  '/api/v1/me/friend-requests',
  '/api/v1/me/friend-requests?direction=sent',
  '/api/v1/me/friend-suggestions',
  '/api/v1/me/following',
  '/api/v1/me/followed-groups',
  '/api/v1/me/blocks',
];

/**
 * The social relation routes as a visitor, a stranger, a friend, someone the person blocked,
 * someone who blocked the person, the person themself and an administrator (ADR 0014).
 */
describeEachBackend(
  'authorisation of the social relation routes',
  (ctx) => {
    const social = () => socialApi(ctx.app);

    async function arrange() {
      const target = await person(ctx.app, ctx.db, 'Pessoa', 'Alvo');
      const actors: Record<Actor, SignedInUser | undefined> = {
        visitor: undefined,
        stranger: await person(ctx.app, ctx.db, 'Estranha'),
        friend: await person(ctx.app, ctx.db, 'Amiga'),
        blocked_by_them: await person(ctx.app, ctx.db, 'Bloqueada'),
        blocker: await person(ctx.app, ctx.db, 'Bloqueadora'),
        self: target,
        admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
      };
      await befriend(ctx.db, target.userId, actors.friend?.userId ?? '');
      await social().block(target, actors.blocked_by_them?.userId ?? '');
      await social().block(actors.blocker, target.userId);
      return { target, actors };
    }

    it('changes on a person: each actor gets the answer its place calls for', async () => {
      const { target, actors } = await arrange();
      for (const actor of ACTORS) {
        for (const [i, [method, what]] of CHANGES.entries()) {
          const { res, body } = await social().call(
            `/api/v1/me/${what}/${target.userId}`,
            { method },
            actors[actor],
          );
          const label = `${actor} ${method} ${what}`;
          expect([res.status, body?.code], label).toEqual(EXPECTED[actor][i]);
          if (res.status === 200) expect(Object.keys(body), label).toEqual(['relationship']);
          else expect(res.headers.get('content-type'), label).toContain('application/problem+json');
        }
      }
    });

    it('lists: signed-in people read only their own; a block keeps each out of the other’s, both ways', async () => {
      const { target, actors } = await arrange();
      for (const actor of ACTORS) {
        for (const path of LISTS) {
          const { res, body } = await social().call(path, {}, actors[actor]);
          const label = `${actor} GET ${path}`;
          if (actor === 'visitor') {
            expect([res.status, body?.code], label).toEqual([401, 'auth.unauthenticated']);
            continue;
          }
          expect(res.status, label).toBe(200);
          const text = JSON.stringify(body);
          if (actor === 'friend' && path.startsWith('/api/v1/me/friends'))
            expect(text, label).toContain(target.userId);
          if (actor === 'blocker' && path === '/api/v1/me/blocks')
            expect(text, label).toContain(target.userId);
          else if (actor !== 'friend') expect(text, label).not.toContain(target.userId);
        }
      }
      // The person's own lists: the friend, and the one they blocked in their blocks only.
      const friends = await social().call('/api/v1/me/friends', {}, target);
      expect(JSON.stringify(friends.body)).toContain(actors.friend?.userId);
      for (const path of LISTS.filter((p) => p !== '/api/v1/me/blocks')) {
        const text = JSON.stringify((await social().call(path, {}, target)).body);
        expect(text, path).not.toContain(actors.blocked_by_them?.userId);
        expect(text, path).not.toContain(actors.blocker?.userId);
      }
      const blocks = JSON.stringify((await social().call('/api/v1/me/blocks', {}, target)).body);
      expect(blocks).toContain(actors.blocked_by_them?.userId);
      expect(blocks).not.toContain(actors.blocker?.userId);
    });
  },
  MANY_SIGN_UPS,
);
