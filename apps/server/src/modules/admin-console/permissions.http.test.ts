import { apiMessage } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { profilePrivate } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';
import { adminConsoleApi, answerOf } from './admin-console.test-helpers.ts';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
interface Person {
  id: string;
  username: string | null;
  name: string;
  email: string | null;
  role: string;
}
interface Entry {
  actor: { id: string; username: string | null; name: string } | null;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: string;
}

/** A person with a name, username and e-mail, created `minutesAgo` (owner connection). */
async function somebody(
  db: Database,
  values: { first: string; last: string; username: string; email: string; minutesAgo?: number },
) {
  const row = await createProfile(db, {
    firstName: values.first,
    lastName: values.last,
    username: values.username,
    createdAt: new Date(Date.now() - (values.minutesAgo ?? 0) * 60_000),
  });
  await db.insert(profilePrivate).values({ profileId: row.id, email: values.email });
  return row;
}

describeEachBackend(
  'permissions: people, roles and the audit log',
  (ctx) => {
    const c = () => adminConsoleApi(ctx.app);
    const people = async (query: string, who: Parameters<ReturnType<typeof c>['call']>[2]) =>
      (await c().call<Page<Person>>(`/api/v1/admin/people${query}`, {}, who)).body;

    it('finds people by name, username or e-mail, case-insensitively, by role, a page at a time', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin', username: 'chefe' });
      const bia = await somebody(ctx.db, {
        first: 'Beatriz',
        last: 'Lima',
        username: 'bia_lima',
        email: 'b.lima@correio.test',
        minutesAgo: 30,
      });
      const caio = await somebody(ctx.db, {
        first: 'Caio',
        last: 'Prado',
        username: 'caioprado',
        email: 'caio@exemplo.test',
        minutesAgo: 20,
      });
      const dora = await somebody(ctx.db, {
        first: 'Dora',
        last: '100% Lima',
        username: 'dora_mod',
        email: 'dora@exemplo.test',
        minutesAgo: 10,
      });
      await ctx.db.execute(sql`UPDATE profiles SET role = 'moderator' WHERE id = ${dora.id}::uuid`);

      const ids = (page: Page<Person>) => page.items.map((p) => p.id);
      expect(ids(await people('?q=LIMA', admin))).toEqual([dora.id, bia.id]);
      expect(ids(await people('?q=caioPR', admin))).toEqual([caio.id]);
      expect(ids(await people('?q=CORREIO.test', admin))).toEqual([bia.id]);
      expect(ids(await people('?q=100%25', admin))).toEqual([dora.id]);
      expect(ids(await people('?q=_', admin))).toEqual([dora.id, bia.id]);
      expect(ids(await people('?role=moderator', admin))).toEqual([dora.id]);
      expect(ids(await people('?role=admin', admin))).toEqual([admin.userId]);
      const found = (await people('?q=bia_lima', admin)).items[0];
      expect(found).toMatchObject({
        id: bia.id,
        username: 'bia_lima',
        name: 'Beatriz Lima',
        email: 'b.lima@correio.test',
        role: 'user',
      });

      const first = await people('?limit=2', admin);
      expect(ids(first)).toEqual([admin.userId, dora.id]);
      expect(first.nextCursor).not.toBeNull();
      const second = await people(`?limit=2&cursor=${first.nextCursor}`, admin);
      expect(ids(second)).toEqual([caio.id, bia.id]);
      expect(second.nextCursor).toBeNull();

      const bad = await c().call('/api/v1/admin/people?cursor=nada', {}, admin);
      expect(answerOf(bad)).toEqual([400, 'validation.cursor.invalid']);
      const long = await c().call(`/api/v1/admin/people?q=${'a'.repeat(101)}`, {}, admin);
      expect(long.body.errors?.map((e) => [e.path, e.code])).toEqual([['q', 'validation.admin.q.too_long']]);
    });

    it('grants and revokes a role with a reason, and the audit log tells who, what, when, before, after and why', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin', username: 'chefe' });
      const bia = await somebody(ctx.db, {
        first: 'Beatriz',
        last: 'Lima',
        username: 'bia',
        email: 'bia@x.test',
      });

      const granted = await c().setRole(admin, bia.id, 'moderator', '  Cuida dos relatos  ');
      expect(answerOf(granted)).toEqual([200, undefined]);
      expect(granted.body).toMatchObject({ id: bia.id, role: 'moderator', email: 'bia@x.test' });
      const revoked = await c().setRole(admin, bia.id, 'user', 'Saiu da equipe');
      expect(revoked.body).toMatchObject({ id: bia.id, role: 'user' });

      const log = (await c().call<Page<Entry>>('/api/v1/admin/audit-log', {}, admin)).body;
      expect(log.items).toHaveLength(2);
      expect(log.items[0]).toMatchObject({
        actor: { id: admin.userId, username: 'chefe', name: 'Ana Souza' },
        action: 'role.revoke',
        targetType: 'profile',
        targetId: bia.id,
        targetLabel: '@bia',
        before: { role: 'moderator' },
        after: { role: 'user' },
        reason: 'Saiu da equipe',
      });
      expect(log.items[1]).toMatchObject({
        action: 'role.grant',
        before: { role: 'user' },
        after: { role: 'moderator' },
        reason: 'Cuida dos relatos',
      });
      expect(Date.now() - Date.parse(log.items[0]?.createdAt ?? '')).toBeLessThan(60_000);
      const grants = (await c().call<Page<Entry>>('/api/v1/admin/audit-log?action=role.grant', {}, admin))
        .body;
      expect(grants.items.map((e) => e.action)).toEqual(['role.grant']);
      const paged = (await c().call<Page<Entry>>('/api/v1/admin/audit-log?limit=1', {}, admin)).body;
      expect(paged.items).toHaveLength(1);
      const rest = (
        await c().call<Page<Entry>>(`/api/v1/admin/audit-log?limit=1&cursor=${paged.nextCursor}`, {}, admin)
      ).body;
      expect(rest.items.map((e) => e.action)).toEqual(['role.grant']);
      expect(rest.nextCursor).toBeNull();
    });

    it('asks for the reason, refuses the same role, an unknown person and an unknown role', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const bia = await createProfile(ctx.db);
      for (const reason of ['', '  ', 'ab']) {
        const { res, body } = await c().setRole(admin, bia.id, 'moderator', reason);
        expect(res.status).toBe(400);
        expect(body.errors).toEqual([
          expect.objectContaining({
            path: 'reason',
            code: 'validation.role.reason.required',
            message: apiMessage('validation.role.reason.required'),
          }),
        ]);
      }
      const noReason = await c().call(
        `/api/v1/admin/people/${bia.id}/role`,
        { method: 'PUT', json: { role: 'moderator' } },
        admin,
      );
      expect(noReason.body.errors?.map((e) => e.code)).toEqual(['validation.role.reason.required']);
      expect(answerOf(await c().setRole(admin, bia.id, 'user'))).toEqual([409, 'role.unchanged']);
      expect(answerOf(await c().setRole(admin, crypto.randomUUID(), 'admin'))).toEqual([
        404,
        'role.person_not_found',
      ]);
      expect(answerOf(await c().setRole(admin, 'nada', 'admin'))).toEqual([404, 'role.person_not_found']);
      const { res, body } = await c().setRole(admin, bia.id, 'rei');
      expect(res.status).toBe(400);
      expect(body.errors?.map((e) => [e.path, e.code])).toEqual([['role', 'validation.role.invalid']]);
      // Nothing refused was recorded.
      const log = (await c().call<Page<Entry>>('/api/v1/admin/audit-log', {}, admin)).body;
      expect(log.items).toEqual([]);
    });

    it('never removes the last administrator; an administrator steps down only while another remains', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const { body, res } = await c().setRole(admin, admin.userId, 'moderator', 'Vou tirar férias');
      expect([res.status, body.code]).toEqual([409, 'role.last_admin']);
      expect((body as { detail?: string }).detail).toBe('Não é possível remover o último administrador.');

      const other = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      // Both try to demote each other at once: one passes; the other, no longer an administrator once
      // the first is done (the administrators' rows are locked in turn), is refused.
      const answers = await Promise.all([
        c().setRole(admin, other.userId, 'user', 'Troca de equipe'),
        c().setRole(other, admin.userId, 'user', 'Troca de equipe'),
      ]);
      const statuses = answers.map((a) => answerOf(a)).sort();
      expect(statuses).toEqual([
        [200, undefined],
        [403, 'auth.forbidden'],
      ]);
      const admins = (await people('?role=admin', answers[0]?.res.status === 200 ? admin : other)).items;
      expect(admins).toHaveLength(1);
    });

    it('a moderator works the reports queue once granted and loses it once revoked, at once', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const bia = await signUpAndSignIn(ctx.app, ctx.db);
      const organiser = await createProfile(ctx.db);
      const event = await createEvent(ctx.db, organiser.id);
      const queue = () => c().call('/api/v1/admin/reports', {}, bia);
      expect(answerOf(await queue())).toEqual([403, 'auth.forbidden']);
      await c().setRole(admin, bia.userId, 'moderator');
      expect(answerOf(await queue())).toEqual([200, undefined]);
      expect(answerOf(await c().call('/api/v1/admin/moderation-log', {}, bia))).toEqual([200, undefined]);
      // Still no other admin page.
      expect(answerOf(await c().call('/api/v1/admin/dashboard', {}, bia))).toEqual([403, 'auth.forbidden']);
      // A moderator's action is in the audit log, in their name.
      await c().call(
        '/api/v1/reports',
        { method: 'POST', json: { targetType: 'event', targetId: event.id, reason: 'spam' } },
        admin,
      );
      const acted = await c().call(
        '/api/v1/admin/reports/actions',
        {
          method: 'POST',
          json: { targetType: 'event', targetId: event.id, action: 'dismiss', note: 'Nada de errado' },
        },
        bia,
      );
      expect(answerOf(acted)).toEqual([200, undefined]);
      const log = (await c().call<Page<Entry>>('/api/v1/admin/audit-log?action=report.moderate', {}, admin))
        .body;
      expect(log.items[0]).toMatchObject({
        actor: { id: bia.userId },
        action: 'report.moderate',
        targetId: event.id,
        reason: 'Nada de errado',
        after: expect.objectContaining({ action: 'dismiss' }),
      });

      await c().setRole(admin, bia.userId, 'user', 'Saiu da equipe');
      expect(answerOf(await queue())).toEqual([403, 'auth.forbidden']);
    });

    it('a moderator cannot suspend a member of the team; an administrator can', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const moderator = await signUpAndSignIn(ctx.app, ctx.db, { role: 'moderator' });
      const colleague = await signUpAndSignIn(ctx.app, ctx.db, { role: 'moderator' });
      const event = await createEvent(ctx.db, colleague.userId);
      await c().call(
        '/api/v1/reports',
        { method: 'POST', json: { targetType: 'event', targetId: event.id, reason: 'spam' } },
        admin,
      );
      const suspend = (who: typeof admin) =>
        c().call(
          '/api/v1/admin/reports/actions',
          {
            method: 'POST',
            json: {
              targetType: 'event',
              targetId: event.id,
              action: 'suspend',
              note: 'Abuso',
              suspendDays: 7,
            },
          },
          who,
        );
      const refused = await suspend(moderator);
      expect(answerOf(refused), JSON.stringify(refused.body)).toEqual([403, 'moderation.staff']);
      expect((refused.body as { detail?: string }).detail).toBe(apiMessage('moderation.staff'));
      expect(answerOf(await suspend(admin))).toEqual([200, undefined]);
    });
  },
  MANY_SIGN_UPS,
);
