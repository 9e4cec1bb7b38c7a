import { type CommentPage, commentPageSchema, replyPageSchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { discussionApi, MANY_SIGN_UPS, person, seedComment } from './discussion.test-helpers.ts';

/**
 * Reading a discussion page by page (ADR 0015): keyset pages of top-level comments newest or
 * oldest first, each thread with its first replies, the rest of a thread on request, and the page
 * an `around` link opens with the way back to the comments before it.
 */
describeEachBackend(
  'event comment pages',
  (ctx) => {
    const d = () => discussionApi(ctx.app);

    /** Seven top-level comments, one a minute (c0 the newest), the fourth with five replies. */
    async function arrange() {
      const org = await person(ctx.app, ctx.db, 'Olga');
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const event = await createEvent(ctx.db, org.userId);
      const roots: string[] = [];
      for (let n = 0; n < 7; n++)
        roots.push(
          await seedComment(ctx.db, { eventId: event.id, authorId: ana.userId, minutesAgo: 100 + n }),
        );
      const threadRoot = roots[3] ?? '';
      const replies: string[] = [];
      for (let n = 0; n < 5; n++)
        replies.push(
          await seedComment(ctx.db, {
            eventId: event.id,
            authorId: org.userId,
            rootId: threadRoot,
            minutesAgo: 50 - n,
            body: `resposta ${n}`,
          }),
        );
      return { org, ana, event, roots, replies, threadRoot };
    }

    async function readAll(eventId: string, order: string, limit: number) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page: CommentPage = commentPageSchema.parse(
          (await d().list(undefined, eventId, { order, limit, cursor })).body,
        );
        seen.push(...page.items.map((c) => c.id));
        expect(page.prevCursor).toBeNull();
        cursor = page.nextCursor ?? undefined;
        pages += 1;
      } while (cursor);
      return { seen, pages };
    }

    it('pages newest first and oldest first, each comment once', async () => {
      const { event, roots } = await arrange();
      expect(await readAll(event.id, 'newest', 3)).toEqual({ seen: roots, pages: 3 });
      expect(await readAll(event.id, 'oldest', 3)).toEqual({ seen: [...roots].reverse(), pages: 3 });
      expect(await readAll(event.id, 'newest', 7)).toEqual({ seen: roots, pages: 1 });
    });

    it('a thread shows its first three replies, oldest first, and its reply count; the rest load on request', async () => {
      const { event, replies, threadRoot } = await arrange();
      const page = commentPageSchema.parse((await d().list(undefined, event.id)).body);
      const thread = page.items.find((c) => c.id === threadRoot);
      expect(thread?.replyCount).toBe(5);
      expect(thread?.replies.map((r) => r.id)).toEqual(replies.slice(0, 3));
      expect(page.discussion.total).toBe(12);

      const first = replyPageSchema.parse((await d().replies(undefined, threadRoot, { limit: 2 })).body);
      expect(first.items.map((r) => r.id)).toEqual(replies.slice(0, 2));
      const rest = replyPageSchema.parse(
        (await d().replies(undefined, threadRoot, { limit: 10, cursor: first.nextCursor ?? '' })).body,
      );
      expect(rest.items.map((r) => r.id)).toEqual(replies.slice(2));
      expect(rest.nextCursor).toBeNull();
      // A reply's id reads its thread too.
      const viaReply = replyPageSchema.parse((await d().replies(undefined, replies[4] ?? '')).body);
      expect(viaReply.items).toHaveLength(5);
    });

    it('around a comment answers the page from its thread, and prevCursor reads back to the top', async () => {
      const { event, roots, replies } = await arrange();
      for (const target of [roots[4], replies[3]]) {
        const around = commentPageSchema.parse(
          (await d().list(undefined, event.id, { limit: 2, around: target })).body,
        );
        const start = target === roots[4] ? 4 : 3;
        expect(around.items.map((c) => c.id)).toEqual(roots.slice(start, start + 2));
        expect(around.pinned).toBeNull();
        expect(around.prevCursor).not.toBeNull();
        const after = commentPageSchema.parse(
          (await d().list(undefined, event.id, { limit: 2, cursor: around.nextCursor ?? '' })).body,
        );
        expect(after.items.map((c) => c.id)).toEqual(roots.slice(start + 2, start + 4));
        // Back towards the top, the closest comments last, until there is nothing before.
        const before: string[] = [];
        let prev = around.prevCursor;
        while (prev) {
          const page = commentPageSchema.parse(
            (await d().list(undefined, event.id, { limit: 2, cursor: prev })).body,
          );
          before.unshift(...page.items.map((c) => c.id));
          expect(page.nextCursor).toBeNull();
          prev = page.prevCursor;
        }
        expect(before).toEqual(roots.slice(0, start));
      }
    });

    it('around in oldest order, around the newest comment, and around a comment no longer there', async () => {
      const { event, roots, ana } = await arrange();
      const oldest = commentPageSchema.parse(
        (await d().list(undefined, event.id, { order: 'oldest', limit: 3, around: roots[2] })).body,
      );
      expect(oldest.items.map((c) => c.id)).toEqual([roots[2], roots[1], roots[0]]);
      expect(oldest.nextCursor).toBeNull();
      const back = commentPageSchema.parse(
        (await d().list(undefined, event.id, { order: 'oldest', limit: 10, cursor: oldest.prevCursor ?? '' }))
          .body,
      );
      expect(back.items.map((c) => c.id)).toEqual([roots[6], roots[5], roots[4], roots[3]]);
      expect(back.prevCursor).toBeNull();

      const top = commentPageSchema.parse(
        (await d().list(undefined, event.id, { limit: 2, around: roots[0] })).body,
      );
      expect(top.items.map((c) => c.id)).toEqual(roots.slice(0, 2));
      expect(top.prevCursor).toBeNull();

      const other = await createEvent(ctx.db, ana.userId);
      const elsewhere = await seedComment(ctx.db, { eventId: other.id, authorId: ana.userId, minutesAgo: 1 });
      for (const around of [elsewhere, '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60']) {
        const first = commentPageSchema.parse(
          (await d().list(undefined, event.id, { limit: 2, around })).body,
        );
        expect(first.items.map((c) => c.id)).toEqual(roots.slice(0, 2));
        expect(first.prevCursor).toBeNull();
      }
    });

    it('the pinned thread goes with the page that starts at the top, and is never repeated', async () => {
      const { event, roots, org } = await arrange();
      await d().pin(org, roots[1] ?? '');
      const first = commentPageSchema.parse((await d().list(undefined, event.id, { limit: 3 })).body);
      expect(first.pinned?.id).toBe(roots[1]);
      expect(first.items.map((c) => c.id)).toEqual([roots[0], roots[2], roots[3]]);
      const second = commentPageSchema.parse(
        (await d().list(undefined, event.id, { limit: 3, cursor: first.nextCursor ?? '' })).body,
      );
      expect(second.pinned).toBeNull();
      expect(second.items.map((c) => c.id)).toEqual([roots[4], roots[5], roots[6]]);
      const around = commentPageSchema.parse(
        (await d().list(undefined, event.id, { limit: 3, around: roots[5] })).body,
      );
      expect(around.pinned).toBeNull();
      const back = commentPageSchema.parse(
        (await d().list(undefined, event.id, { limit: 10, cursor: around.prevCursor ?? '' })).body,
      );
      expect(back.pinned?.id).toBe(roots[1]);
      expect(back.items.map((c) => c.id)).toEqual([roots[0], roots[2], roots[3], roots[4]]);
      const aroundPinned = commentPageSchema.parse(
        (await d().list(undefined, event.id, { limit: 3, around: roots[1] })).body,
      );
      expect(aroundPinned.pinned?.id).toBe(roots[1]);
      expect(aroundPinned.items.map((c) => c.id)).toEqual(first.items.map((c) => c.id));
    });

    it('bad order, limit, cursor and around are 400 with their codes', async () => {
      const { event, threadRoot } = await arrange();
      const forged = Buffer.from(JSON.stringify([7, '2026-01-01T00:00:00.000000Z', threadRoot])).toString(
        'base64url',
      );
      for (const [params, path, code] of [
        [{ order: 'popular' }, 'order', 'validation.comment.order.invalid'],
        [{ limit: '0' }, 'limit', 'validation.limit.range'],
        [{ limit: '51' }, 'limit', 'validation.limit.range'],
        [{ cursor: 'nao-e-cursor' }, undefined, 'validation.cursor.invalid'],
        [{ cursor: forged }, undefined, 'validation.cursor.invalid'],
        [{ around: 'nao-e-id' }, 'around', 'validation.comment.around.invalid'],
      ] as const) {
        const { res, body } = await d().list(undefined, event.id, params);
        expect(res.status, code).toBe(400);
        const codes = [body.code, ...(body.errors ?? []).map((e) => e.code)];
        expect(codes, code).toContain(code);
        if (path) expect(body.errors?.[0]?.path, code).toBe(path);
      }
      const replies = await d().replies(undefined, threadRoot, { cursor: 'nao-e-cursor' });
      expect(replies.res.status).toBe(400);
    });
  },
  MANY_SIGN_UPS,
);
