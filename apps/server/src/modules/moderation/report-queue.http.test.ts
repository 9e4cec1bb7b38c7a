import { moderationLogPageSchema, type ReportQueuePage, reportQueuePageSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { MANY_SIGN_UPS, person } from '../social/social.test-helpers.ts';
import { createComment, createGroup, moderationApi } from './moderation.test-helpers.ts';

describeEachBackend(
  'the moderation queue',
  (ctx) => {
    const m = () => moderationApi(ctx.app);
    const queue = async (who: Awaited<ReturnType<typeof signUpAndSignIn>>, query = '') => {
      const { res, body } = await m().call<ReportQueuePage>(`/api/v1/admin/reports${query}`, {}, who);
      expect(res.status, JSON.stringify(body)).toBe(200);
      return reportQueuePageSchema.parse(body);
    };

    it('groups open reports by target, most reported first, with counts per reason, latest reports and the content as text', async () => {
      const boss = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const organiser = await person(ctx.app, ctx.db, 'Bia', 'Lima');
      const reporters = [
        await person(ctx.app, ctx.db, 'Ana'),
        await person(ctx.app, ctx.db, 'Cadu'),
        await person(ctx.app, ctx.db, 'Duda'),
      ];
      const event = await createEvent(ctx.db, organiser.userId, {
        name: 'Festa Secreta',
        description: '<p>Traga <strong>dinheiro</strong> vivo</p>',
        visibility: 'private',
      });
      // Reported while it was visible to them (invited), then made private: the queue still shows it.
      const comment = await createComment(
        ctx.db,
        (await createEvent(ctx.db, organiser.userId)).id,
        organiser.userId,
        'Compre seguidores aqui',
      );
      const group = await createGroup(ctx.db, organiser.userId, { name: 'Grupo Falso' });
      await ctx.db.execute(sql`UPDATE events SET visibility = 'public' WHERE id = ${event.id}::uuid`);
      for (const [i, who] of reporters.entries())
        await m().report(who, {
          targetType: 'comment',
          targetId: comment,
          reason: i === 2 ? 'offensive' : 'spam',
        });
      await m().report(reporters[0], {
        targetType: 'event',
        targetId: event.id,
        reason: 'fraud',
        details: 'pede pix',
      });
      await m().report(reporters[1], { targetType: 'group', targetId: group.id });
      await ctx.db.execute(sql`UPDATE events SET visibility = 'private' WHERE id = ${event.id}::uuid`);

      const page = await queue(boss);
      expect(page.openTotal).toBe(3);
      expect(page.items.map((i) => [i.targetType, i.reportCount])).toEqual([
        ['comment', 3],
        ['group', 1],
        ['event', 1],
      ]);
      const [onComment, , onEvent] = page.items;
      expect(onComment?.reasons).toEqual([
        { reason: 'spam', count: 2 },
        { reason: 'offensive', count: 1 },
      ]);
      expect(onComment?.reports.map((r) => r.reporter?.name)).toEqual([
        'Duda Teste',
        'Cadu Teste',
        'Ana Teste',
      ]);
      expect(onComment?.content).toMatchObject({
        text: 'Compre seguidores aqui',
        author: expect.objectContaining({ id: organiser.userId, name: 'Bia Lima' }),
        hidden: false,
        cancelled: false,
        authorSuspendedUntil: null,
      });
      expect(onComment?.content.path).toMatch(new RegExp(`^/events/[0-9a-f-]{36}#comment-${comment}$`));
      expect(onEvent?.content).toMatchObject({
        title: 'Festa Secreta',
        text: 'Traga dinheiro vivo',
        path: `/events/${event.slug}`,
      });
      expect(onEvent?.reports).toEqual([
        expect.objectContaining({
          reason: 'fraud',
          details: 'pede pix',
          reporter: expect.objectContaining({ id: reporters[0]?.userId }),
        }),
      ]);
      expect(onComment && onComment.firstReportedAt <= onComment.lastReportedAt).toBe(true);

      // One at a time, by cursor; by type; and by state once acted on.
      const first = await queue(boss, '?limit=1');
      expect(first.items).toHaveLength(1);
      const second = await queue(boss, `?limit=1&cursor=${first.nextCursor}`);
      expect(second.items.map((i) => i.targetType)).toEqual(['group']);
      const third = await queue(boss, `?limit=1&cursor=${second.nextCursor}`);
      expect([third.items.map((i) => i.targetType), third.nextCursor]).toEqual([['event'], null]);
      expect((await queue(boss, '?targetType=group')).items.map((i) => i.targetId)).toEqual([group.id]);
      await m().act(boss, { targetType: 'group', targetId: group.id, action: 'hide' });
      const actioned = await queue(boss, '?status=actioned');
      expect(actioned.items.map((i) => [i.targetId, i.content.hidden])).toEqual([[group.id, true]]);
      expect((await queue(boss)).openTotal).toBe(2);
    });

    it('shows report details and reported text of markup as the exact text typed', async () => {
      const boss = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const event = await createEvent(ctx.db, bia.userId);
      const payloads = XSS_PAYLOADS.filter((_, n) => n % 10 === 0);
      for (const payload of payloads) {
        const comment = await createComment(ctx.db, event.id, bia.userId, payload);
        const { res } = await m().report(ana, {
          targetType: 'comment',
          targetId: comment,
          reason: 'other',
          details: payload,
        });
        expect(res.status, payload).toBe(201);
      }
      const seen = new Map<string, { details: string | null; text: string | null }>();
      let cursor: string | null = null;
      do {
        const page: ReportQueuePage = await queue(boss, `?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
        for (const item of page.items)
          seen.set(item.reports[0]?.details ?? '', {
            details: item.reports[0]?.details ?? null,
            text: item.content.text,
          });
        cursor = page.nextCursor;
      } while (cursor);
      for (const payload of payloads) {
        const typed = payload.trim();
        expect(seen.get(typed), payload).toEqual({ details: typed, text: payload });
      }
    }, 120_000);

    it('keeps an administrator’s note of markup as the exact text typed in the log', async () => {
      const boss = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const payloads = XSS_PAYLOADS.filter((_, n) => n % 25 === 0);
      for (const payload of payloads) {
        const bia = await person(ctx.app, ctx.db, 'Bia');
        await m().report(ana, { targetType: 'profile', targetId: bia.userId });
        const { res } = await m().act(boss, {
          targetType: 'profile',
          targetId: bia.userId,
          action: 'dismiss',
          note: payload,
        });
        expect(res.status, payload).toBe(200);
      }
      const log = moderationLogPageSchema.parse(
        (await m().call(`/api/v1/admin/moderation-log?limit=50`, {}, boss)).body,
      );
      expect(log.items.map((i) => i.note).reverse()).toEqual(payloads.map((p) => p.trim()));
      expect(log.items.every((i) => i.admin?.id === boss.userId && i.resolvedReports === 1)).toBe(true);
    }, 120_000);
  },
  MANY_SIGN_UPS,
);
