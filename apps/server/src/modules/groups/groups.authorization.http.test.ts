import type { GroupListResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { pngImage } from '../me/test-images.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, follow, giveToGroup, groupInput, seat } from './groups.test-helpers.ts';

type Actor = 'visitor' | 'outsider' | 'member' | 'organiser' | 'owner' | 'admin';
type Kind = 'public' | 'private';
type Body = Record<string, unknown> & { code?: string };

const ACTORS: Actor[] = ['visitor', 'outsider', 'member', 'organiser', 'owner', 'admin'];
const KINDS: Kind[] = ['public', 'private'];
const INSIDERS = new Set<Actor>(['member', 'organiser', 'owner']);
/** Words only the private group's content holds: none may reach anyone outside it. */
const SECRETS = ['Conselho Reservado', 'Pessoa Alvo', 'Evento Reservado'];

/**
 * Every route of the groups core as a visitor, someone outside the group, a member, an organiser,
 * the owner and an administrator, on a public and a private group. A private group answers 404 to
 * everyone outside it (page, members, followers, events, changes) and leaks nothing; an
 * administrator has no special right over a group.
 */
describeEachBackend('authorisation of the group routes', (ctx) => {
  const call = (path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<Body>(path, init, who);

  async function arrange() {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const actors: Record<Actor, SignedInUser | undefined> = {
      visitor: undefined,
      outsider: await signUpAndSignIn(ctx.app, ctx.db),
      member: await signUpAndSignIn(ctx.app, ctx.db),
      organiser: await signUpAndSignIn(ctx.app, ctx.db),
      owner,
      admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
    };
    const target = await signUpAndSignIn(ctx.app, ctx.db, { name: 'Pessoa Alvo' });
    await ctx.db.execute(
      sql`UPDATE profiles SET first_name = 'Pessoa', last_name = 'Alvo' WHERE id = ${target.userId}`,
    );
    const groups = {
      public: await createGroupAs(ctx.app, owner, { name: 'Clube Aberto' }),
      private: await createGroupAs(ctx.app, owner, { name: 'Conselho Reservado', visibility: 'private' }),
    };
    for (const group of Object.values(groups)) {
      await seat(ctx.db, group.id, [
        { userId: actors.member?.userId ?? '' },
        { userId: actors.organiser?.userId ?? '', role: 'organizer' },
        { userId: target.userId },
      ]);
      await follow(ctx.db, group.id, [target.userId]);
      const event = await createEvent(ctx.db, owner.userId, { name: 'Evento Reservado' });
      await giveToGroup(ctx.db, event.id, group.id);
    }
    return { actors, groups, target };
  }

  const sees = (actor: Actor, kind: Kind) => kind === 'public' || INSIDERS.has(actor);

  function expectHidden(res: Response, body: Body, label: string) {
    expect(res.status, label).toBe(404);
    expect(body.code, label).toBe('group.not_found');
    for (const secret of SECRETS) expect(JSON.stringify(body), label).not.toContain(secret);
  }

  it('reads: the page, members, followers and events for whoever may see the group, 404 for anyone else', async () => {
    const { actors, groups } = await arrange();
    for (const actor of ACTORS) {
      for (const kind of KINDS) {
        const group = groups[kind];
        for (const path of [
          `/api/v1/groups/${group.id}`,
          `/api/v1/groups/${group.slug}`,
          `/api/v1/groups/${group.id}/members`,
          `/api/v1/groups/${group.id}/members?q=alvo&role=member`,
          `/api/v1/groups/${group.id}/followers`,
          `/api/v1/groups/${group.id}/events`,
          `/api/v1/groups/${group.id}/events?when=past`,
        ]) {
          const label = `${actor} GET ${path} (${kind})`;
          const { res, body } = await call(path, {}, actors[actor]);
          if (sees(actor, kind)) expect(res.status, label).toBe(200);
          else expectHidden(res, body, label);
        }
      }
    }
  });

  it('the list and search show a private group to its members only', async () => {
    const { actors } = await arrange();
    for (const actor of ACTORS) {
      for (const query of ['', '?q=conselho', '?category=sports_fitness&city=sao%20paulo']) {
        const { res, body } = await call(`/api/v1/groups${query}`, {}, actors[actor]);
        expect(res.status).toBe(200);
        const names = (body as unknown as GroupListResponse).items.map((g) => g.name);
        expect(names.includes('Conselho Reservado'), `${actor} ${query}`).toBe(INSIDERS.has(actor));
      }
    }
  });

  it('changes to the profile and images: the owner and organisers only', async () => {
    const { actors, groups } = await arrange();
    const image = await pngImage(400, 400);
    const upload = () => {
      const data = new FormData();
      data.append('file', new File([new Uint8Array(image)], 'logo.png', { type: 'image/png' }));
      return data;
    };
    for (const actor of ACTORS) {
      for (const kind of KINDS) {
        const group = groups[kind];
        const requests: [string, string, () => RequestInit & { json?: unknown }][] = [
          ['PUT', '', () => ({ json: groupInput({ name: group.name, visibility: kind }) })],
          ['PUT', '/logo', () => ({ body: upload() })],
          ['PUT', '/cover', () => ({ body: upload() })],
          ['DELETE', '/logo', () => ({})],
          ['DELETE', '/cover', () => ({})],
        ];
        for (const [method, suffix, init] of requests) {
          const path = `/api/v1/groups/${group.id}${suffix}`;
          const label = `${actor} ${method} ${path} (${kind})`;
          const { res, body } = await call(path, { method, ...init() }, actors[actor]);
          if (actor === 'visitor') expect(res.status, label).toBe(401);
          else if (!sees(actor, kind)) expectHidden(res, body, label);
          else if (actor === 'owner' || actor === 'organiser') expect(res.status, label).toBe(200);
          else {
            expect(res.status, label).toBe(403);
            expect(body.code, label).toBe('group.forbidden');
          }
        }
      }
    }
  });

  it('roles: the owner only; removal: the owner and organisers (members only); nobody else', async () => {
    const { actors, groups, target } = await arrange();
    for (const actor of ACTORS) {
      for (const kind of KINDS) {
        const group = groups[kind];
        const path = `/api/v1/groups/${group.id}/members/${target.userId}`;
        const role = await call(path, { method: 'PATCH', json: { role: 'organizer' } }, actors[actor]);
        const label = `${actor} PATCH ${path} (${kind})`;
        if (actor === 'visitor') expect(role.res.status, label).toBe(401);
        else if (!sees(actor, kind)) expectHidden(role.res, role.body, label);
        else if (actor === 'owner') {
          expect(role.res.status, label).toBe(200);
          await call(path, { method: 'PATCH', json: { role: 'member' } }, actors.owner);
        } else {
          expect(role.res.status, label).toBe(403);
          expect(role.body.code, label).toBe('group.owner_only');
        }

        const removal = await call(path, { method: 'DELETE' }, actors[actor]);
        const removalLabel = `${actor} DELETE ${path} (${kind})`;
        if (actor === 'visitor') expect(removal.res.status, removalLabel).toBe(401);
        else if (!sees(actor, kind)) expectHidden(removal.res, removal.body, removalLabel);
        else if (actor === 'owner' || actor === 'organiser') {
          expect(removal.res.status, removalLabel).toBe(204);
          await seat(ctx.db, group.id, [{ userId: target.userId }]);
        } else {
          expect(removal.res.status, removalLabel).toBe(403);
          expect(removal.body.code, removalLabel).toBe('group.forbidden');
        }
      }
    }
  });

  it('joining, leaving, following: signed-in people on groups they may see', async () => {
    const { actors, groups } = await arrange();
    // Members and organisers last: leaving a private group takes it out of their sight.
    const order: Actor[] = ['visitor', 'outsider', 'admin', 'owner', 'member', 'organiser'];
    for (const actor of order) {
      for (const kind of KINDS) {
        const group = groups[kind];
        for (const [method, suffix] of [
          ['PUT', 'follow'],
          ['DELETE', 'follow'],
          ['PUT', 'membership'],
          ['DELETE', 'membership'],
        ] as const) {
          const path = `/api/v1/groups/${group.id}/${suffix}`;
          const label = `${actor} ${method} ${path} (${kind})`;
          const { res, body } = await call(path, { method }, actors[actor]);
          if (actor === 'visitor') expect(res.status, label).toBe(401);
          else if (!sees(actor, kind)) expectHidden(res, body, label);
          else if (actor === 'owner' && method === 'DELETE' && suffix === 'membership') {
            expect(res.status, label).toBe(409);
            expect(body.code, label).toBe('group.owner_cannot_leave');
          } else expect(res.status, label).toBe(200);
        }
      }
    }
  });

  it('creating a group: anyone signed in with a complete profile, an administrator included', async () => {
    const { actors } = await arrange();
    for (const actor of ACTORS) {
      const { res } = await call('/api/v1/groups', { method: 'POST', json: groupInput() }, actors[actor]);
      expect(res.status, actor).toBe(actor === 'visitor' ? 401 : 201);
    }
  });
});
