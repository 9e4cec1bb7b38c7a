import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * Friendships (issue 18, migration 0030): one row per pair whatever the direction, the smaller id in
 * user_a. Pending until the other person accepts; declining, cancelling and unfriending delete it.
 * Written only through app functions (0031).
 */
export const friendships = pgTable(
  'friendships',
  {
    userA: uuid('user_a')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'friendships_pk', columns: [t.userA, t.userB] }),
    check('friendships_order_check', sql`${t.userA} < ${t.userB}`),
    index('friendships_user_b_idx').on(t.userB, t.userA),
  ],
);

/** A person following another without being friends. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_follows_pk', columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId, t.followerId),
  ],
);

/** A block: neither sees, requests, follows, mentions nor invites the other. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_blocks_pk', columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);
