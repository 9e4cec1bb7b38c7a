import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * The answer kept for an Idempotency-Key a signed-in person sent with a write that can be queued
 * offline (migration 0038): claimed before the write runs, then replayed for a repeat of it.
 * Each person reads and writes only their own rows.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} IN ('pending', 'done')`),
  ],
);

/** The pwa-stats beacon's daily counts (nothing personal); administrators read them. */
export const pwaBeacons = pgTable(
  'pwa_beacons',
  {
    day: date('day').notNull(),
    displayMode: text('display_mode').notNull(),
    platform: text('platform').notNull(),
    installed: boolean('installed').notNull(),
    pushOptIn: boolean('push_opt_in').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'pwa_beacons_pk',
      columns: [t.day, t.displayMode, t.platform, t.installed, t.pushOptIn],
    }),
  ],
);
