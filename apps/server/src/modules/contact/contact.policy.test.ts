import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';

const message = (userId: string | null) => ({
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  subject: 'Assunto',
  message: 'Uma mensagem de teste.',
  userId,
  ipHash: 'a'.repeat(64),
});

/** The database lock, tested as the app role: insert-only for callers, readable by admins. */
describeEachBackend('contact_messages row-level security', (ctx) => {
  const readAs = (userId: string | null) =>
    withUser(ctx.db, userId, (tx) => queryRows<{ id: string }>(tx, sql`SELECT id FROM contact_messages`));

  it('lets a visitor insert a message signed by nobody', async () => {
    await withUser(ctx.db, null, (tx) => tx.insert(contactMessages).values(message(null)));
    const [row] = await queryRows<{ count: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS count FROM contact_messages`,
    );
    expect(row?.count).toBe(1);
  });

  it('lets a user insert a message signed as themself, never as another user', async () => {
    const user = await createProfile(ctx.db);
    const other = await createProfile(ctx.db);
    await withUser(ctx.db, user.id, (tx) => tx.insert(contactMessages).values(message(user.id)));
    await expect(
      withUser(ctx.db, user.id, (tx) => tx.insert(contactMessages).values(message(other.id))),
    ).rejects.toSatisfy(dbError(/row-level security/));
    await expect(
      withUser(ctx.db, null, (tx) => tx.insert(contactMessages).values(message(user.id))),
    ).rejects.toSatisfy(dbError(/row-level security/));
  });

  it('hides every message from visitors, their author and other users; admins read them', async () => {
    const author = await createProfile(ctx.db);
    const other = await createProfile(ctx.db);
    const admin = await createProfile(ctx.db, { role: 'admin' });
    await withUser(ctx.db, author.id, (tx) => tx.insert(contactMessages).values(message(author.id)));
    await withUser(ctx.db, null, (tx) => tx.insert(contactMessages).values(message(null)));
    expect(await readAs(null)).toHaveLength(0);
    expect(await readAs(author.id)).toHaveLength(0);
    expect(await readAs(other.id)).toHaveLength(0);
    expect(await readAs(admin.id)).toHaveLength(2);
  });

  it('lets nobody change or delete a message through the app role', async () => {
    const admin = await createProfile(ctx.db, { role: 'admin' });
    await withUser(ctx.db, null, (tx) => tx.insert(contactMessages).values(message(null)));
    await expect(
      withUser(ctx.db, admin.id, (tx) => tx.execute(sql`UPDATE contact_messages SET subject = 'x'`)),
    ).rejects.toSatisfy(dbError(/permission denied/));
    await expect(
      withUser(ctx.db, admin.id, (tx) => tx.execute(sql`DELETE FROM contact_messages`)),
    ).rejects.toSatisfy(dbError(/permission denied/));
  });

  it('counts a client address through the definer function without granting reads', async () => {
    await withUser(ctx.db, null, (tx) => tx.insert(contactMessages).values(message(null)));
    const [row] = await withUser(ctx.db, null, (tx) =>
      queryRows<{ sent: number }>(
        tx,
        sql`SELECT app.contact_messages_sent_since(${'a'.repeat(64)}, now() - interval '1 hour') AS sent`,
      ),
    );
    expect(row?.sent).toBe(1);
  });
});
