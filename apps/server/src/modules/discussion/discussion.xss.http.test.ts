import { commentPageSchema, mentionSuggestionsSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { discussionApi, MANY_SIGN_UPS, person } from './discussion.test-helpers.ts';

/**
 * Comments made of markup (ADR 0015: plain text only) are stored and answered as the exact text
 * typed, in JSON, never as HTML; a mention search made of markup finds nobody and is never echoed.
 */
describeEachBackend(
  'XSS payloads in event comments',
  (ctx) => {
    const d = () => discussionApi(ctx.app);

    it('every payload comes back as the plain text typed, written, edited and read', async () => {
      const org = await person(ctx.app, ctx.db, 'Olga');
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const event = await createEvent(ctx.db, org.userId);
      const ids = new Map<string, string>();
      for (const [n, payload] of XSS_PAYLOADS.entries()) {
        // Past the flood limits' windows, as if typed over days.
        if (n % 5 === 0)
          await ctx.db.execute(sql`UPDATE event_comments SET created_at = created_at - interval '2 hours'`);
        const { res, body } = await d().post(ana, event.id, payload);
        expect(res.status, payload).toBe(201);
        expect(res.headers.get('content-type'), payload).toContain('application/json');
        expect(body.body, payload).toBe(payload.trim());
        ids.set(body.id, payload.trim());
      }
      const read = new Map<string, string | null>();
      let cursor: string | undefined;
      do {
        const { res, body } = await d().list(undefined, event.id, { limit: 50, cursor });
        expect(res.headers.get('content-type')).toContain('application/json');
        const page = commentPageSchema.parse(body);
        for (const c of page.items) read.set(c.id, c.body);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(read).toEqual(ids);

      const [first] = ids.keys();
      const payload = XSS_PAYLOADS[XSS_PAYLOADS.length - 1] ?? '';
      const edited = await d().edit(ana, first ?? '', payload);
      expect(edited.body.body).toBe(payload.trim());
    }, 240_000);

    it('a mention search made of markup finds nobody and is never echoed', async () => {
      const org = await person(ctx.app, ctx.db, 'Olga');
      const event = await createEvent(ctx.db, org.userId);
      for (const payload of XSS_PAYLOADS.filter((_, n) => n % 5 === 0)) {
        const q = payload.slice(0, 50);
        const { res, body } = await d().suggestions(org, event.id, q);
        expect(res.status, payload).toBe(200);
        expect(mentionSuggestionsSchema.parse(body).items, payload).toEqual([]);
        expect(JSON.stringify(body), payload).not.toContain(q);
      }
    }, 240_000);
  },
  MANY_SIGN_UPS,
);
