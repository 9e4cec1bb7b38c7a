import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { authSignInThrottles } from '../db/schema/index.ts';

export interface AccountThrottleLimit {
  /** Sign-in attempts allowed for one account in one window. */
  max: number;
  windowSeconds: number;
}

export const ACCOUNT_THROTTLE_DEFAULTS: AccountThrottleLimit = { max: 10, windowSeconds: 900 };

/** Highest count kept: past the limit only the window matters, so the column never overflows. */
const COUNT_CAP = 1_000_000;

export interface AccountThrottle {
  /**
   * Counts one sign-in attempt for the account of `email` and answers how many seconds it must
   * wait before trying again (0: go ahead). Addresses nobody registered count exactly like known
   * ones, so the answers never tell whether an account exists.
   */
  attempt(db: Database, email: string): Promise<number>;
  /** Forgets the attempts of an account after a successful sign-in. */
  succeeded(db: Database, email: string): Promise<void>;
}

/** The e-mail as the auth library stores it: surrounding blanks and letter case do not make another account. */
const normalised = (email: string) => email.trim().normalize('NFC').toLowerCase();

/**
 * Sign-in throttling per account, on top of the per-address limit: guesses spread over many
 * addresses against one account are slowed too. Counters live in the database (a keyed hash of the
 * e-mail, never the e-mail), so every server copy shares them. Each attempt is counted before the
 * password is checked, in one atomic upsert: parallel requests cannot slip past the limit between
 * a check and a count. Fixed windows: once `max` attempts are used, the account waits for its
 * window to end.
 */
export function accountThrottle(secret: string, limit: AccountThrottleLimit): AccountThrottle {
  const keyOf = (email: string) => createHmac('sha256', secret).update(normalised(email)).digest('hex');
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;

  return {
    async attempt(db, email) {
      const [row] = await queryRows<{ attempts: number; wait: number }>(
        db,
        sql`
          INSERT INTO auth_sign_in_throttles AS t (account_key, window_start, attempts)
          VALUES (${keyOf(email)}, now(), 1)
          ON CONFLICT (account_key) DO UPDATE SET
            window_start = CASE WHEN t.window_start <= now() - ${window} THEN now() ELSE t.window_start END,
            attempts = CASE WHEN t.window_start <= now() - ${window} THEN 1
                            ELSE least(t.attempts + 1, ${COUNT_CAP}) END
          RETURNING attempts,
            greatest(1, ceil(extract(epoch FROM t.window_start + ${window} - now())))::int AS wait`,
      );
      // Windows that ended are worth nothing; dropping them keeps the table as small as the traffic.
      await db.execute(sql`DELETE FROM auth_sign_in_throttles WHERE window_start <= now() - ${window}`);
      return row && row.attempts > limit.max ? row.wait : 0;
    },

    async succeeded(db, email) {
      // Only someone who just gave the account's right password gets here, so forgetting its count
      // tells them nothing they did not know; a wrong guess never resets it.
      await db.delete(authSignInThrottles).where(eq(authSignInThrottles.accountKey, keyOf(email)));
    },
  };
}
