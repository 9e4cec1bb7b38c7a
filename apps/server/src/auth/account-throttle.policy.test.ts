import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../db/client.ts';
import { dbError } from '../test/db-error.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { createProfile } from '../test/factories.ts';
import { accountThrottle } from './account-throttle.ts';

/** The database lock on the sign-in counters: the server's auth code only, never a request's role. */
describeEachBackend('auth_sign_in_throttles row-level security', (ctx) => {
  const throttle = accountThrottle('segredo-de-teste-com-mais-de-32-caracteres', {
    max: 3,
    windowSeconds: 60,
  });

  it('lets no visitor, user or administrator read, write or clear a counter', async () => {
    await throttle.attempt(ctx.db, 'alguem@example.test');
    const user = await createProfile(ctx.db);
    const admin = await createProfile(ctx.db, { role: 'admin' });
    for (const caller of [null, user.id, admin.id]) {
      for (const statement of [
        sql`SELECT account_key, attempts FROM auth_sign_in_throttles`,
        sql`INSERT INTO auth_sign_in_throttles VALUES ('x', now(), 1)`,
        sql`UPDATE auth_sign_in_throttles SET attempts = 0`,
        sql`DELETE FROM auth_sign_in_throttles`,
      ]) {
        await expect(withUser(ctx.db, caller, (tx) => tx.execute(statement))).rejects.toSatisfy(
          dbError(/permission denied/),
        );
      }
    }
    const [row] = await queryRows<{ attempts: number }>(
      ctx.db,
      sql`SELECT attempts FROM auth_sign_in_throttles`,
    );
    expect(row?.attempts).toBe(1);
  });
});
