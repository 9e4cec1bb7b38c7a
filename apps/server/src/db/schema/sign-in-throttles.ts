import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts per account, shared by every server copy: one row per keyed hash of a
 * normalised e-mail (known to the site or not; the address itself is never stored), counting the
 * attempts of the current window. Only the server's auth code touches it, as the owner.
 */
export const authSignInThrottles = pgTable(
  'auth_sign_in_throttles',
  {
    accountKey: text('account_key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('auth_sign_in_throttles_window_start_idx').on(t.windowStart)],
);
