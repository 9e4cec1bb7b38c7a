import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { MANY_SIGN_UPS, person } from '../social/social.test-helpers.ts';
import { createComment, createGroup, moderationApi } from './moderation.test-helpers.ts';

describeEachBackend(
  'filing reports',
  (ctx) => {
    const m = () => moderationApi(ctx.app);
    const stored = () =>
      queryRows<{
        reporter_id: string;
        target_type: string;
        reason: string;
        details: string | null;
        status: string;
      }>(
        ctx.db,
        sql`SELECT reporter_id, target_type, reason, details, status FROM reports ORDER BY created_at`,
      );

    it('reports an event, a comment, a group and a profile the reporter sees', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const event = await createEvent(ctx.db, bia.userId);
      const comment = await createComment(ctx.db, event.id, bia.userId);
      const group = await createGroup(ctx.db, bia.userId);
      const targets = [
        { targetType: 'event', targetId: event.id },
        { targetType: 'comment', targetId: comment },
        { targetType: 'group', targetId: group.id },
        { targetType: 'profile', targetId: bia.userId },
      ];
      for (const target of targets) {
        const { res, body } = await m().report(ana, { ...target, reason: 'fraud', details: '  golpe  ' });
        expect(res.status, JSON.stringify(body)).toBe(201);
        expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(await stored()).toEqual(
        ['event', 'comment', 'group', 'profile'].map((t) => ({
          reporter_id: ana.userId,
          target_type: t,
          reason: 'fraud',
          details: 'golpe',
          status: 'open',
        })),
      );
    });

    it('is 404 report.not_found for what the reporter cannot see or that does not exist', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const cadu = await person(ctx.app, ctx.db, 'Cadu');
      const privateEvent = await createEvent(ctx.db, bia.userId, { visibility: 'private' });
      const draft = await createEvent(ctx.db, bia.userId, { publishedAt: null });
      const onPrivate = await createComment(ctx.db, privateEvent.id, bia.userId);
      const event = await createEvent(ctx.db, bia.userId);
      const hiddenByOrganiser = await createComment(ctx.db, event.id, cadu.userId);
      await ctx.db.execute(
        sql`UPDATE event_comments SET hidden_at = now(), hidden_by = 'organizer' WHERE id = ${hiddenByOrganiser}::uuid`,
      );
      const blockedComment = await createComment(ctx.db, event.id, cadu.userId, 'outro');
      const privateGroup = await createGroup(ctx.db, bia.userId, { visibility: 'private' });
      await ctx.db.execute(
        sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${cadu.userId}::uuid, ${ana.userId}::uuid)`,
      );
      const cases = [
        { targetType: 'event', targetId: privateEvent.id },
        { targetType: 'event', targetId: draft.id },
        { targetType: 'comment', targetId: onPrivate },
        { targetType: 'comment', targetId: hiddenByOrganiser },
        { targetType: 'comment', targetId: blockedComment },
        { targetType: 'group', targetId: privateGroup.id },
        { targetType: 'profile', targetId: cadu.userId },
        { targetType: 'profile', targetId: '00000000-0000-4000-8000-000000000000' },
        { targetType: 'event', targetId: '00000000-0000-4000-8000-000000000000' },
      ];
      for (const target of cases) {
        const { res, body } = await m().report(ana, target);
        expect([target, res.status, body.code]).toEqual([target, 404, 'report.not_found']);
      }
      // The organiser sees the comment they hid, and may report it.
      expect((await m().report(bia, { targetType: 'comment', targetId: hiddenByOrganiser })).res.status).toBe(
        201,
      );
      expect(await stored()).toHaveLength(1);
    });

    it('is 403 report.own for the reporter’s own content', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const event = await createEvent(ctx.db, ana.userId);
      const comment = await createComment(ctx.db, event.id, ana.userId);
      const group = await createGroup(ctx.db, ana.userId);
      for (const target of [
        { targetType: 'event', targetId: event.id },
        { targetType: 'comment', targetId: comment },
        { targetType: 'group', targetId: group.id },
        { targetType: 'profile', targetId: ana.userId },
      ]) {
        const { res, body } = await m().report(ana, target);
        expect([target, res.status, body.code]).toEqual([target, 403, 'report.own']);
      }
      expect(await stored()).toEqual([]);
    });

    it('keeps one open report per reporter and target (409 report.duplicate), also when sent at once', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const event = await createEvent(ctx.db, bia.userId);
      const target = { targetType: 'event', targetId: event.id };
      expect((await m().report(ana, target)).res.status).toBe(201);
      const again = await m().report(ana, { ...target, reason: 'offensive' });
      expect([again.res.status, again.body.code]).toEqual([409, 'report.duplicate']);

      const other = await createEvent(ctx.db, bia.userId);
      const racing = await Promise.all(
        [1, 2, 3].map(() => m().report(ana, { targetType: 'event', targetId: other.id })),
      );
      expect(racing.map((r) => r.res.status).sort()).toEqual([201, 409, 409]);
      expect(await stored()).toHaveLength(2);

      // Once the open report is resolved, the same person may report the target again.
      await ctx.db.execute(sql`UPDATE reports SET status = 'dismissed', resolved_at = now()`);
      expect((await m().report(ana, target)).res.status).toBe(201);
    });

    it(`allows 20 reports an hour, then 429 report.rate_limited`, async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const ids: string[] = [];
      for (let i = 0; i < 21; i++) ids.push((await createEvent(ctx.db, bia.userId)).id);
      for (const id of ids.slice(0, 20))
        expect((await m().report(ana, { targetType: 'event', targetId: id })).res.status).toBe(201);
      const over = await m().report(ana, { targetType: 'event', targetId: ids[20] ?? '' });
      expect([over.res.status, over.body.code]).toEqual([429, 'report.rate_limited']);
      // An hour later the window has moved on.
      await ctx.db.execute(sql`UPDATE reports SET created_at = now() - interval '61 minutes'`);
      expect((await m().report(ana, { targetType: 'event', targetId: ids[20] ?? '' })).res.status).toBe(201);
    });

    it('asks for a few words with reason other, and refuses visitors', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const target = { targetType: 'profile', targetId: bia.userId };
      for (const details of [undefined, null, '', '   ']) {
        const { res, body } = await m().report(ana, { ...target, reason: 'other', details });
        expect(res.status).toBe(400);
        expect(body.errors).toEqual([
          expect.objectContaining({ path: 'details', code: 'validation.report.details.required' }),
        ]);
      }
      expect(
        (await m().report(ana, { ...target, reason: 'other', details: 'Perfil falso' })).res.status,
      ).toBe(201);
      const visitor = await m().report(undefined, target);
      expect([visitor.res.status, visitor.body.code]).toEqual([401, 'auth.unauthenticated']);
    });
  },
  MANY_SIGN_UPS,
);
