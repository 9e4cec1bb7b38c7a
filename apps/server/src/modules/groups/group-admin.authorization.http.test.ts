import type { GroupDetail, MyGroupInvitationsResponse, MyGroupsResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, seat } from './groups.test-helpers.ts';

type Actor = 'visitor' | 'outsider' | 'member' | 'organiser' | 'owner' | 'admin';
type Kind = 'public' | 'private';
type Answer = { res: Response; body: Record<string, unknown> & { code?: string } };

const ACTORS: Actor[] = ['visitor', 'outsider', 'member', 'organiser', 'owner', 'admin'];
const KINDS: Kind[] = ['public', 'private'];
const NAMES: Record<Kind, string> = { public: 'Grupo Aberto Azul', private: 'Grupo Secreto Verde' };

const belongs = (actor: Actor) => actor === 'member' || actor === 'organiser' || actor === 'owner';
const sees = (actor: Actor, kind: Kind) => kind === 'public' || belongs(actor);
const manages = (actor: Actor) => actor === 'organiser' || actor === 'owner';

/**
 * Every route of the groups' admin side for a visitor, a signed-in person outside the group, a
 * member, an organiser, the owner and an administrator, on a public and a private group. Managers'
 * routes answer the owner and organisers only; transfer and deletion the owner only; a private
 * group answers 404 group.not_found to whoever is outside it — an administrator too — and no
 * refusal names it; each person's lists hold their own groups and invitations only.
 */
describeEachBackend('authorisation of the group admin routes', (ctx) => {
  const call = (path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(ctx.app)<Answer['body']>(path, init, who) as Promise<Answer>;

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
    const groups = {} as Record<Kind, GroupDetail>;
    for (const kind of KINDS) {
      groups[kind] = await createGroupAs(ctx.app, owner, { name: NAMES[kind], visibility: kind });
      await seat(ctx.db, groups[kind].id, [
        { userId: actors.member?.userId ?? '', role: 'member' },
        { userId: actors.organiser?.userId ?? '', role: 'organizer' },
      ]);
    }
    return { actors, groups };
  }

  /** Whom a managers' route refuses, and how. */
  function expectManagerRoute(answer: Answer, actor: Actor, kind: Kind, ok: number, label: string) {
    if (actor === 'visitor') expect(answer.res.status, label).toBe(401);
    else if (!sees(actor, kind)) {
      expect(answer.res.status, label).toBe(404);
      expect(answer.body.code, label).toBe('group.not_found');
    } else if (!manages(actor)) {
      expect(answer.res.status, label).toBe(403);
      expect(answer.body.code, label).toBe('group.forbidden');
    } else expect(answer.res.status, label).toBe(ok);
    if (answer.res.status >= 400) expect(JSON.stringify(answer.body), label).not.toContain(NAMES[kind]);
  }

  /** Whom an owner's route refuses, and how. */
  function expectOwnerRoute(answer: Answer, actor: Actor, kind: Kind, label: string) {
    if (actor === 'visitor') expect(answer.res.status, label).toBe(401);
    else if (!sees(actor, kind)) {
      expect(answer.res.status, label).toBe(404);
      expect(answer.body.code, label).toBe('group.not_found');
    } else {
      expect(answer.res.status, label).toBe(403);
      expect(answer.body.code, label).toBe('group.owner_only');
    }
    expect(JSON.stringify(answer.body), label).not.toContain(NAMES[kind]);
  }

  const pendingInvitation = async (groupId: string, email: string) => {
    await ctx.db.execute(
      sql`INSERT INTO group_invitations (group_id, email, expires_at) VALUES (${groupId}, ${email}, now() + interval '14 days')`,
    );
    const [row] = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM group_invitations WHERE group_id = ${groupId} AND email = ${email}`,
    );
    return row?.id ?? '';
  };

  it('invitations, their list, withdrawal and the dashboard: the owner and organisers only', async () => {
    const { actors, groups } = await arrange();
    let n = 0;
    for (const kind of KINDS) {
      const id = groups[kind].id;
      const kept = await pendingInvitation(id, `fica-${kind}@example.test`);
      for (const actor of ACTORS) {
        const who = actors[actor];
        const label = (what: string) => `${actor} ${what} ${kind}`;
        expectManagerRoute(
          await call(`/api/v1/groups/${id}/invitations`, {}, who),
          actor,
          kind,
          200,
          label('list'),
        );
        expectManagerRoute(
          await call(`/api/v1/groups/${groups[kind].slug}/invitations?status=pending`, {}, who),
          actor,
          kind,
          200,
          label('list by slug'),
        );
        n++;
        expectManagerRoute(
          await call(
            `/api/v1/groups/${id}/invitations`,
            { method: 'POST', json: { emails: [`p${n}@example.test`] } },
            who,
          ),
          actor,
          kind,
          200,
          label('invite'),
        );
        // Managers withdraw one made for them; the others try the one that stays.
        const target = manages(actor) ? await pendingInvitation(id, `sai-${n}@example.test`) : kept;
        expectManagerRoute(
          await call(`/api/v1/groups/${id}/invitations/${target}`, { method: 'DELETE' }, who),
          actor,
          kind,
          204,
          label('withdraw'),
        );
        expectManagerRoute(
          await call(`/api/v1/groups/${id}/dashboard`, {}, who),
          actor,
          kind,
          200,
          label('dashboard'),
        );
      }
      const [still] = await queryRows<{ status: string }>(
        ctx.db,
        sql`SELECT status FROM group_invitations WHERE id = ${kept}`,
      );
      expect(still?.status).toBe('pending');
      // Only managers' invitations were stored.
      const [made] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM group_invitations WHERE group_id = ${id} AND email LIKE 'p%'`,
      );
      expect(made?.n).toBe(2);
    }
  });

  it('transfer and deletion: the owner only; nobody else changes anything', async () => {
    const { actors, groups } = await arrange();
    for (const kind of KINDS) {
      const { id } = groups[kind];
      for (const actor of ACTORS) {
        if (actor === 'owner') continue;
        const who = actors[actor];
        expectOwnerRoute(
          await call(
            `/api/v1/groups/${id}/transfer`,
            { method: 'POST', json: { userId: actors.member?.userId, confirmName: NAMES[kind] } },
            who,
          ),
          actor,
          kind,
          `${actor} transfer ${kind}`,
        );
        expectOwnerRoute(
          await call(`/api/v1/groups/${id}`, { method: 'DELETE', json: { confirmName: NAMES[kind] } }, who),
          actor,
          kind,
          `${actor} delete ${kind}`,
        );
      }
      const [owner] = await queryRows<{ user_id: string }>(
        ctx.db,
        sql`SELECT user_id FROM group_members WHERE group_id = ${id} AND role = 'owner'`,
      );
      expect(owner?.user_id).toBe(actors.owner?.userId);
      const transferred = await call(
        `/api/v1/groups/${id}/transfer`,
        { method: 'POST', json: { userId: actors.organiser?.userId, confirmName: NAMES[kind] } },
        actors.owner,
      );
      expect(transferred.res.status).toBe(200);
      // The old owner is an organiser now: they cannot delete it any more; the new owner can.
      expectOwnerRoute(
        await call(
          `/api/v1/groups/${id}`,
          { method: 'DELETE', json: { confirmName: NAMES[kind] } },
          actors.owner,
        ),
        'organiser',
        kind,
        `old owner delete ${kind}`,
      );
      const deleted = await call(
        `/api/v1/groups/${id}`,
        { method: 'DELETE', json: { confirmName: NAMES[kind] } },
        actors.organiser,
      );
      expect(deleted.res.status).toBe(204);
    }
  });

  it('answering an invitation: the invited person only; without one, a private group stays unknown', async () => {
    const { actors, groups } = await arrange();
    for (const kind of KINDS) {
      for (const actor of ACTORS) {
        for (const reply of ['accept', 'decline']) {
          const label = `${actor} ${reply} ${kind}`;
          const answer = await call(
            `/api/v1/groups/${groups[kind].id}/invitation/${reply}`,
            { method: 'POST' },
            actors[actor],
          );
          if (actor === 'visitor') expect(answer.res.status, label).toBe(401);
          else {
            expect(answer.res.status, label).toBe(404);
            expect(answer.body.code, label).toBe(
              sees(actor, kind) ? 'group.invitation.not_found' : 'group.not_found',
            );
          }
          expect(JSON.stringify(answer.body), label).not.toContain(NAMES[kind]);
        }
      }
      // Invited, the outsider answers: the invitation is theirs, not the administrator's.
      await call(
        `/api/v1/groups/${groups[kind].id}/invitations`,
        { method: 'POST', json: { emails: [actors.outsider?.email] } },
        actors.owner,
      );
      const admin = await call(
        `/api/v1/groups/${groups[kind].id}/invitation/accept`,
        { method: 'POST' },
        actors.admin,
      );
      expect(admin.res.status).toBe(404);
      const outsider = await call(
        `/api/v1/groups/${groups[kind].id}/invitation/accept`,
        { method: 'POST' },
        actors.outsider,
      );
      expect(outsider.res.status).toBe(200);
      expect(outsider.body.role).toBe('member');
    }
  });

  it('my groups, my invitations and the invitation link: each person’s own; visitors must sign in', async () => {
    const { actors, groups } = await arrange();
    await call(
      `/api/v1/groups/${groups.private.id}/invitations`,
      { method: 'POST', json: { emails: [actors.outsider?.email] } },
      actors.organiser,
    );
    for (const actor of ACTORS) {
      const who = actors[actor];
      const mine = await call('/api/v1/me/groups', {}, who);
      const invitations = await call('/api/v1/me/group-invitations', {}, who);
      const link = await call(
        '/api/v1/group-invitations/accept-link',
        { method: 'POST', json: { token: 'um-token-que-ninguem-recebeu-0123456789' } },
        who,
      );
      if (actor === 'visitor') {
        for (const answer of [mine, invitations, link]) expect(answer.res.status, actor).toBe(401);
        continue;
      }
      const names = (mine.body as unknown as MyGroupsResponse).items.map((g) => g.name).sort();
      expect(names, actor).toEqual(belongs(actor) ? [NAMES.public, NAMES.private].sort() : []);
      const invited = (invitations.body as unknown as MyGroupInvitationsResponse).items.map(
        (i) => i.group.name,
      );
      expect(invited, actor).toEqual(actor === 'outsider' ? [NAMES.private] : []);
      expect(link.res.status, actor).toBe(404);
      expect(link.body.code, actor).toBe('group.invitation.not_found');
    }
  });
});
