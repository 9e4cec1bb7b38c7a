import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { notifyNow } from '../notifications/testing/notifications-api.ts';
import { MANY_SIGN_UPS, person } from '../social/social.test-helpers.ts';
import { createComment, createGroup, moderationApi, notificationsOf } from './moderation.test-helpers.ts';

describeEachBackend(
  'moderation actions',
  (ctx) => {
    const m = () => moderationApi(ctx.app);
    const admin = () => signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const reportsOn = (id: string) =>
      queryRows<{ status: string; action_id: string | null; resolved: boolean }>(
        ctx.db,
        sql`SELECT status, action_id, resolved_at IS NOT NULL AS resolved FROM reports WHERE target_id = ${id}::uuid ORDER BY created_at`,
      );
    const log = () =>
      queryRows<{
        id: string;
        admin_id: string;
        target_type: string;
        action: string;
        note: string;
        subject_id: string | null;
        resolved_reports: number;
        forever: boolean | null;
      }>(
        ctx.db,
        sql`SELECT id, admin_id, target_type, action, note, subject_id, resolved_reports,
                   CASE WHEN suspended_until IS NULL THEN NULL ELSE NOT isfinite(suspended_until) END AS forever
            FROM moderation_actions ORDER BY created_at`,
      );

    it('dismisses: every open report resolved with the logged action, reporters told, the author not', async () => {
      const [ana, bia, cadu, boss] = [
        await person(ctx.app, ctx.db, 'Ana'),
        await person(ctx.app, ctx.db, 'Bia'),
        await person(ctx.app, ctx.db, 'Cadu'),
        await admin(),
      ];
      const event = await createEvent(ctx.db, cadu.userId, { name: 'Feira de Trocas' });
      await m().report(ana, { targetType: 'event', targetId: event.id });
      await m().report(bia, { targetType: 'event', targetId: event.id, reason: 'offensive' });
      const { res, body } = await m().act(boss, {
        targetType: 'event',
        targetId: event.id,
        action: 'dismiss',
        note: '  Nada de errado aqui  ',
      });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.resolvedReports).toBe(2);
      expect(await reportsOn(event.id)).toEqual([
        { status: 'dismissed', action_id: body.id, resolved: true },
        { status: 'dismissed', action_id: body.id, resolved: true },
      ]);
      expect(await log()).toEqual([
        {
          id: body.id,
          admin_id: boss.userId,
          target_type: 'event',
          action: 'dismiss',
          note: 'Nada de errado aqui',
          subject_id: cadu.userId,
          resolved_reports: 2,
          forever: null,
        },
      ]);
      for (const reporter of [ana, bia])
        expect(await notificationsOf(ctx.db, reporter.userId)).toEqual([
          expect.objectContaining({ type: 'on_demand', title: 'Denúncia analisada' }),
        ]);
      expect((await notificationsOf(ctx.db, ana.userId))[0]?.body).toContain('não encontramos violação');
      expect(await notificationsOf(ctx.db, cadu.userId)).toEqual([]);
      // Nothing is open any more: acting again is a conflict.
      const again = await m().act(boss, { targetType: 'event', targetId: event.id, action: 'hide' });
      expect([again.res.status, again.body.code]).toEqual([409, 'moderation.nothing_open']);
    });

    it('hides a comment: gone from the discussion, unpinned, its notifications removed, author told', async () => {
      const [ana, bia, cadu, boss] = [
        await person(ctx.app, ctx.db, 'Ana'),
        await person(ctx.app, ctx.db, 'Bia'),
        await person(ctx.app, ctx.db, 'Cadu'),
        await admin(),
      ];
      const event = await createEvent(ctx.db, bia.userId, { name: 'Roda de Samba' });
      const comment = await createComment(ctx.db, event.id, cadu.userId, 'Texto ofensivo');
      await ctx.db.execute(sql`UPDATE event_comments SET pinned_at = now() WHERE id = ${comment}::uuid`);
      await notifyNow(ctx.db, [bia.userId], 'event', {
        metadata: { comment_id: comment, event_id: event.id },
      });
      await notifyNow(ctx.db, [bia.userId], 'event', { metadata: { event_id: event.id } });
      await m().report(ana, { targetType: 'comment', targetId: comment, reason: 'offensive' });

      const before = await m().call<{ pinned: { id: string } | null }>(
        `/api/v1/events/${event.id}/comments`,
        {},
        ana,
      );
      expect(before.body.pinned?.id).toBe(comment);
      const { res, body } = await m().act(boss, { targetType: 'comment', targetId: comment, action: 'hide' });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.resolvedReports).toBe(1);

      const [row] = await queryRows<{ hidden_by: string; pinned: boolean }>(
        ctx.db,
        sql`SELECT hidden_by, pinned_at IS NOT NULL AS pinned FROM event_comments WHERE id = ${comment}::uuid`,
      );
      expect(row).toEqual({ hidden_by: 'moderation', pinned: false });
      // Nobody reads it through the API any more, the event's organiser and its author included.
      for (const who of [ana, bia, cadu, undefined]) {
        const page = await m().call<Record<string, unknown>>(`/api/v1/events/${event.id}/comments`, {}, who);
        expect(page.res.status).toBe(200);
        expect(JSON.stringify(page.body)).not.toContain(comment);
      }
      // The organiser's notification about the comment is gone; the other one stays.
      expect((await notificationsOf(ctx.db, bia.userId)).map((n) => n.metadata)).toEqual([
        { event_id: event.id },
      ]);
      expect(await notificationsOf(ctx.db, cadu.userId)).toEqual([
        expect.objectContaining({
          type: 'on_demand',
          title: 'Conteúdo ocultado pela moderação',
          body: 'Um conteúdo seu em “Roda de Samba” foi ocultado por violar as regras do Eventos.',
        }),
      ]);
      expect(await notificationsOf(ctx.db, ana.userId)).toEqual([
        expect.objectContaining({ type: 'on_demand', title: 'Denúncia analisada' }),
      ]);
      expect((await log()).map((l) => [l.action, l.subject_id])).toEqual([['hide', cadu.userId]]);
    });

    it('cancels an event as its organiser would: attendees hear of the cancellation, the organiser of the reason', async () => {
      const [ana, bia, cadu, boss] = [
        await person(ctx.app, ctx.db, 'Ana'),
        await person(ctx.app, ctx.db, 'Bia'),
        await person(ctx.app, ctx.db, 'Cadu'),
        await admin(),
      ];
      const event = await createEvent(ctx.db, bia.userId, { name: 'Show Falso' });
      await ctx.db.execute(
        sql`INSERT INTO event_attendances (event_id, user_id, status, ticket_code)
            VALUES (${event.id}::uuid, ${cadu.userId}::uuid, 'going', 'ABCDEFGH23')`,
      );
      await m().report(ana, { targetType: 'event', targetId: event.id, reason: 'fraud' });
      const { res, body } = await m().act(boss, {
        targetType: 'event',
        targetId: event.id,
        action: 'cancel_event',
      });
      expect(res.status, JSON.stringify(body)).toBe(200);
      const detail = await m().call<{ cancelledAt: string | null }>(`/api/v1/events/${event.id}`, {}, ana);
      expect(detail.body.cancelledAt).not.toBeNull();
      expect(await notificationsOf(ctx.db, cadu.userId)).toEqual([
        expect.objectContaining({
          type: 'event_cancelled',
          body: 'O evento “Show Falso” foi cancelado.',
          metadata: expect.objectContaining({ event_id: event.id }),
        }),
      ]);
      expect(await notificationsOf(ctx.db, bia.userId)).toEqual([
        expect.objectContaining({
          type: 'on_demand',
          title: 'Evento cancelado pela moderação',
          body: 'Seu evento “Show Falso” foi cancelado por violar as regras do Eventos.',
        }),
      ]);
      expect(await notificationsOf(ctx.db, ana.userId)).toEqual([
        expect.objectContaining({
          title: 'Denúncia analisada',
          body: expect.stringContaining('tomamos providências'),
        }),
      ]);
    });

    it('hides an event and a group: the author is told with its name, notifications pointing at it go', async () => {
      const [ana, bia, boss] = [
        await person(ctx.app, ctx.db, 'Ana'),
        await person(ctx.app, ctx.db, 'Bia'),
        await admin(),
      ];
      const event = await createEvent(ctx.db, bia.userId, { name: 'Rifa Suspeita' });
      const group = await createGroup(ctx.db, bia.userId, { name: 'Clube do Golpe' });
      await notifyNow(ctx.db, [ana.userId], 'event', { metadata: { event_id: event.id } });
      await notifyNow(ctx.db, [ana.userId], 'group_invite', { metadata: { group_id: group.id } });
      await m().report(ana, { targetType: 'event', targetId: event.id });
      await m().report(ana, { targetType: 'group', targetId: group.id });
      expect(
        (await m().act(boss, { targetType: 'event', targetId: event.id, action: 'hide' })).res.status,
      ).toBe(200);
      expect(
        (await m().act(boss, { targetType: 'group', targetId: group.id, action: 'hide' })).res.status,
      ).toBe(200);
      const hidden = await queryRows<{ e: boolean; g: boolean }>(
        ctx.db,
        sql`SELECT (SELECT hidden_at IS NOT NULL FROM events WHERE id = ${event.id}::uuid) AS e,
                   (SELECT hidden_at IS NOT NULL FROM groups WHERE id = ${group.id}::uuid) AS g`,
      );
      expect(hidden).toEqual([{ e: true, g: true }]);
      expect((await notificationsOf(ctx.db, ana.userId)).map((n) => n.title)).toEqual([
        'Denúncia analisada',
        'Denúncia analisada',
      ]);
      expect((await notificationsOf(ctx.db, bia.userId)).map((n) => n.body)).toEqual([
        'Um conteúdo seu em “Rifa Suspeita” foi ocultado por violar as regras do Eventos.',
        'Um conteúdo seu em “Clube do Golpe” foi ocultado por violar as regras do Eventos.',
      ]);
    });

    it('refuses an action that does not fit the target, a suspension without a length, and oneself', async () => {
      const [ana, bia, boss] = [
        await person(ctx.app, ctx.db, 'Ana'),
        await person(ctx.app, ctx.db, 'Bia'),
        await admin(),
      ];
      await m().report(ana, { targetType: 'profile', targetId: bia.userId });
      const hideProfile = await m().act(boss, {
        targetType: 'profile',
        targetId: bia.userId,
        action: 'hide',
      });
      expect(hideProfile.res.status).toBe(400);
      expect(hideProfile.body.errors).toEqual([
        expect.objectContaining({ path: 'action', code: 'validation.moderation.action.invalid' }),
      ]);
      const noDays = await m().act(boss, { targetType: 'profile', targetId: bia.userId, action: 'suspend' });
      expect(noDays.body.errors).toEqual([
        expect.objectContaining({ path: 'suspendDays', code: 'validation.moderation.suspend_days.invalid' }),
      ]);
      const noNote = await m().act(boss, {
        targetType: 'profile',
        targetId: bia.userId,
        action: 'dismiss',
        note: ' a ',
      });
      expect(noNote.body.errors).toEqual([
        expect.objectContaining({ path: 'note', code: 'validation.moderation.note.required' }),
      ]);
      // An administrator reported by someone cannot suspend themselves.
      await m().report(ana, { targetType: 'profile', targetId: boss.userId });
      const self = await m().act(boss, {
        targetType: 'profile',
        targetId: boss.userId,
        action: 'suspend',
        suspendDays: 1,
      });
      expect([self.res.status, self.body.code]).toEqual([422, 'moderation.self']);
      expect(await log()).toEqual([]);
      expect((await reportsOn(bia.userId)).map((r) => r.status)).toEqual(['open']);
    });

    it('two administrators acting on one target at once: one acts, the other finds nothing open', async () => {
      const [ana, bia] = [await person(ctx.app, ctx.db, 'Ana'), await person(ctx.app, ctx.db, 'Bia')];
      const [one, two] = [await admin(), await admin()];
      const event = await createEvent(ctx.db, bia.userId);
      await m().report(ana, { targetType: 'event', targetId: event.id });
      const answers = await Promise.all([
        m().act(one, { targetType: 'event', targetId: event.id, action: 'hide' }),
        m().act(two, { targetType: 'event', targetId: event.id, action: 'dismiss' }),
      ]);
      expect(answers.map((a) => a.res.status).sort()).toEqual([200, 409]);
      expect(await log()).toHaveLength(1);
      expect(await notificationsOf(ctx.db, ana.userId)).toHaveLength(1);
    });
  },
  MANY_SIGN_UPS,
);
