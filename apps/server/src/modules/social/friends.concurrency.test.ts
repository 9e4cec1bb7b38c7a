import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { MANY_SIGN_UPS, person, socialApi } from './social.test-helpers.ts';

/**
 * A friend request sent twice at once, or by both people at once, ends as one row (ADR 0014): the
 * requests run together on separate connections (on Postgres; PGlite runs them one after the other,
 * which must end the same way), and the primary key serialises them.
 */
describeEachBackend(
  'friend requests at the same moment',
  (ctx) => {
    const social = () => socialApi(ctx.app);
    const rows = () =>
      queryRows<{ status: string; requester_id: string }>(
        ctx.db,
        sql`SELECT status, requester_id FROM friendships`,
      );
    const news = (type: string) =>
      queryRows<{ user_id: string }>(ctx.db, sql`SELECT user_id FROM notifications WHERE type = ${type}`);

    it('the same person twice at once: one pending request, one notification', async () => {
      for (let round = 0; round < 5; round++) {
        const ana = await person(ctx.app, ctx.db, 'Ana');
        const bia = await person(ctx.app, ctx.db, 'Bia');
        const answers = await Promise.all([
          social().request(ana, bia.userId),
          social().request(ana, bia.userId),
        ]);
        expect(answers.map((a) => [a.res.status, a.body.relationship.friendship])).toEqual([
          [200, 'request_sent'],
          [200, 'request_sent'],
        ]);
        expect(await rows()).toEqual([{ status: 'pending', requester_id: ana.userId }]);
        expect(await news('friend_request')).toEqual([{ user_id: bia.userId }]);
        await ctx.db.execute(sql`DELETE FROM friendships`);
        await ctx.db.execute(sql`DELETE FROM notifications`);
      }
    }, 120_000);

    it('both people at once: one accepted friendship', async () => {
      for (let round = 0; round < 5; round++) {
        const ana = await person(ctx.app, ctx.db, 'Ana');
        const bia = await person(ctx.app, ctx.db, 'Bia');
        const answers = await Promise.all([
          social().request(ana, bia.userId),
          social().request(bia, ana.userId),
        ]);
        expect(answers.map((a) => a.res.status)).toEqual([200, 200]);
        const found = await rows();
        expect(found).toHaveLength(1);
        expect(found[0]?.status).toBe('accepted');
        // Whoever wrote second accepted the first one's request, and told them.
        const accepted = await news('friendship_accepted');
        expect(accepted.map((n) => n.user_id)).toEqual([found[0]?.requester_id]);
        expect(answers.map((a) => a.body.relationship.friendship)).toContain('friends');
        await ctx.db.execute(sql`DELETE FROM friendships`);
        await ctx.db.execute(sql`DELETE FROM notifications`);
      }
    }, 120_000);
  },
  MANY_SIGN_UPS,
);
