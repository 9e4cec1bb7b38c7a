import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';

/**
 * event_comments at the policy level (migrations 0035 and 0036): plain SQL as the app role. Whoever
 * sees the event reads its comments, except those hidden from them and those of people in a block
 * with them; nobody writes the table but through the definer functions.
 */
describeEachBackend('event comment policies', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  async function arrange() {
    const [org, ana, bia, guest, admin] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db),
      await createProfile(ctx.db, { role: 'admin' }),
    ];
    const open = await createEvent(ctx.db, org.id);
    const secret = await createEvent(ctx.db, org.id, { visibility: 'private' });
    await ctx.db.execute(
      sql`INSERT INTO event_invitations (event_id, user_id, invited_by) VALUES (${secret.id}::uuid, ${guest.id}::uuid, ${org.id}::uuid)`,
    );
    const write = async (who: string, eventId: string, body: string) => {
      const [row] = await as<{ id: string }>(
        who,
        sql`SELECT id FROM app.post_comment(${eventId}::uuid, ${body}, NULL, 10)`,
      );
      return row?.id ?? '';
    };
    const ids = {
      byAna: await write(ana.id, open.id, 'da Ana'),
      byBia: await write(bia.id, open.id, 'da Bia'),
      hiddenByOrg: await write(bia.id, open.id, 'escondido pelo organizador'),
      hiddenByModeration: await write(bia.id, open.id, 'escondido pela moderação'),
      secret: await write(guest.id, secret.id, 'no evento privado'),
    };
    await as(org.id, sql`SELECT app.hide_comment(${ids.hiddenByOrg}::uuid, true)`);
    await ctx.db.execute(
      sql`UPDATE event_comments SET hidden_at = now(), hidden_by = 'moderation' WHERE id = ${ids.hiddenByModeration}::uuid`,
    );
    await ctx.db.execute(
      sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${ana.id}::uuid, ${bia.id}::uuid)`,
    );
    return { org, ana, bia, guest, admin, ids };
  }

  const visible = async (userId: string | null) =>
    (await as<{ body: string }>(userId, sql`SELECT body FROM event_comments ORDER BY body`)).map(
      (r) => r.body,
    );

  it('each reader sees what their place allows', async () => {
    const a = await arrange();
    expect(await visible(null)).toEqual(['da Ana', 'da Bia']);
    expect(await visible(a.admin.id)).toEqual(['da Ana', 'da Bia']);
    // Ana blocked Bia: neither reads the other's comments.
    expect(await visible(a.ana.id)).toEqual(['da Ana']);
    expect(await visible(a.bia.id)).toEqual(['da Bia']);
    expect(await visible(a.guest.id)).toEqual(['da Ana', 'da Bia', 'no evento privado']);
    expect(await visible(a.org.id)).toEqual([
      'da Ana',
      'da Bia',
      'escondido pelo organizador',
      'no evento privado',
    ]);
  });

  it('nobody writes the table directly, nor changes or removes a comment', async () => {
    const a = await arrange();
    for (const attempt of [
      sql`INSERT INTO event_comments (event_id, author_id, body)
          SELECT event_id, ${a.ana.id}::uuid, 'direto' FROM event_comments LIMIT 1`,
      sql`UPDATE event_comments SET body = 'trocado'`,
      sql`UPDATE event_comments SET hidden_at = NULL, hidden_by = NULL`,
      sql`DELETE FROM event_comments`,
    ])
      await expect(as(a.ana.id, attempt)).rejects.toSatisfy(dbError(/permission denied/));
  });

  it('the definer functions refuse what the HTTP layer refuses', async () => {
    const a = await arrange();
    const refusals: [string | null, ReturnType<typeof sql>, RegExp][] = [
      [
        null,
        sql`SELECT * FROM app.post_comment(${a.ids.byAna}::uuid, 'x', NULL, 10)`,
        /auth\.unauthenticated/,
      ],
      [a.bia.id, sql`SELECT * FROM app.edit_comment(${a.ids.byAna}::uuid, 'x', 10)`, /comment\.not_found/],
      [a.org.id, sql`SELECT * FROM app.edit_comment(${a.ids.byAna}::uuid, 'x', 10)`, /comment\.forbidden/],
      [a.ana.id, sql`SELECT app.pin_comment(${a.ids.byAna}::uuid, true)`, /comment\.forbidden/],
      [
        a.org.id,
        sql`SELECT app.hide_comment(${a.ids.hiddenByModeration}::uuid, false)`,
        /comment\.not_found/,
      ],
      [a.bia.id, sql`SELECT app.delete_comment(${a.ids.secret}::uuid)`, /comment\.not_found/],
      [
        a.ana.id,
        sql`SELECT app.set_discussion((SELECT event_id FROM event_comments LIMIT 1), true, NULL)`,
        /event\.forbidden/,
      ],
    ];
    for (const [who, attempt, message] of refusals)
      await expect(as(who, attempt)).rejects.toSatisfy(dbError(message));
    const [row] = await as<{ hidden_by: string }>(
      a.org.id,
      sql`SELECT hidden_by FROM event_comments WHERE id = ${a.ids.hiddenByModeration}::uuid`,
    );
    expect(row).toBeUndefined();
  });
});
