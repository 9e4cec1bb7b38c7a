import {
  blocksResponseSchema,
  friendRequestsResponseSchema,
  type NotificationListResponse,
  personPageSchema,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { MANY_SIGN_UPS, person, socialApi } from './social.test-helpers.ts';

/**
 * Names of markup in the social lists and friend notifications come back as the plain text that
 * was typed (the web shows them as text, never as HTML); a search made of markup finds nothing and
 * is never echoed.
 */
describeEachBackend(
  'XSS payloads in social relations',
  (ctx) => {
    const social = () => socialApi(ctx.app);

    it('a name of markup is answered as typed text in friends, requests, blocks and the notification', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      for (const payload of XSS_PAYLOADS.filter((_, n) => n % 20 === 0)) {
        const name = payload.slice(0, 50);
        const other = await person(ctx.app, ctx.db, name, '');
        await ctx.db.execute(sql`UPDATE profiles SET last_name = NULL WHERE id = ${other.userId}::uuid`);
        await social().request(other, ana.userId);

        const requests = friendRequestsResponseSchema.parse(
          (await social().call('/api/v1/me/friend-requests', {}, ana)).body,
        );
        expect(requests.items[0]?.person.name, payload).toBe(name.trim());
        const [news] = (await social().call<NotificationListResponse>('/api/v1/notifications', {}, ana)).body
          .notifications;
        expect(news?.body, payload).toBe(`${name.trim()} quer ser seu amigo(a).`);
        expect(news?.invitedByProfile?.first_name, payload).toBe(name);

        await social().request(ana, other.userId);
        const friends = personPageSchema.parse((await social().call('/api/v1/me/friends', {}, ana)).body);
        expect(friends.items[0]?.name, payload).toBe(name.trim());
        await social().block(ana, other.userId);
        const blocks = blocksResponseSchema.parse((await social().call('/api/v1/me/blocks', {}, ana)).body);
        expect(blocks.items[0]?.person.name, payload).toBe(name.trim());
        await ctx.db.execute(sql`DELETE FROM notifications`);
      }
    }, 240_000);

    it('a friends search made of markup finds nothing and is never echoed', async () => {
      const ana = await person(ctx.app, ctx.db, 'Ana');
      for (const payload of XSS_PAYLOADS.filter((_, n) => n % 5 === 0)) {
        const q = encodeURIComponent(payload.slice(0, 100));
        const { res, body } = await social().call(`/api/v1/me/friends?q=${q}`, {}, ana);
        expect(res.status, payload).toBe(200);
        expect(personPageSchema.parse(body).items, payload).toEqual([]);
        expect(JSON.stringify(body), payload).not.toContain(payload.slice(0, 100));
      }
    }, 240_000);
  },
  MANY_SIGN_UPS,
);
