import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

const TYPES = sql.raw(
  `('friend_request', 'friendship_accepted', 'event', 'new_event_from_followed_group', 'event_checkin',
  'event_updated', 'event_cancelled', 'event_invite', 'group_invite', 'group', 'reply', 'mention', 'on_demand')`,
);

/** An admin's message to many people (spec §2 admin send-notification): its audience and progress. */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    audience: text('audience').notNull(),
    role: text('role'),
    username: text('username'),
    push: boolean('push').notNull().default(true),
    email: boolean('email').notNull().default(false),
    state: text('state').notNull().default('storing'),
    recipients: integer('recipients').notNull().default(0),
    stored: integer('stored').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    check('notification_broadcasts_audience_check', sql`${t.audience} in ('everyone', 'role', 'user')`),
    check('notification_broadcasts_state_check', sql`${t.state} in ('storing', 'queued', 'done', 'failed')`),
    index('notification_broadcasts_created_idx').on(t.createdAt),
  ],
);

/** Spec §3 Notification: one person's in-app notification, rendered in their language when created. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    read: boolean('read').notNull().default(false),
    readAt: ts('read_at'),
    /** link, from, friend_id, event_id, event_name, event_slug, group_id, comment_id, invited_by_profile. */
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    /** full_name, first_name, last_name, username of who invited (spec §3). */
    invitedByProfile: jsonb('invited_by_profile'),
    broadcastId: uuid('broadcast_id').references(() => notificationBroadcasts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('notifications_type_check', sql`${t.type} in ${TYPES}`),
    check('notifications_read_check', sql`${t.read} = (${t.readAt} is not null)`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.read}`),
    // One notification per person and broadcast: a broadcast resumed after a crash stores no one twice.
    uniqueIndex('notifications_broadcast_user_key')
      .on(t.broadcastId, t.userId)
      .where(sql`${t.broadcastId} is not null`),
  ],
);

/** Spec §3 Push token registration: a device that may receive push for its owner. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    deviceType: text('device_type').notNull(),
    /** web: the PushSubscription JSON; ios/android: the messaging token. */
    token: text('token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    check('push_tokens_device_type_check', sql`${t.deviceType} in ('web', 'ios', 'android')`),
    uniqueIndex('push_tokens_token_key').on(t.token),
    index('push_tokens_user_idx').on(t.userId),
  ],
);

/** Per kind of notification, whether push and e-mail are wanted (no row: the defaults). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'notification_preferences_kind_check',
      sql`${t.kind} in ('friends', 'events', 'groups', 'discussion', 'announcements')`,
    ),
  ],
);

/**
 * Durable delivery jobs (outbox): one per notification and channel, written in the transaction that
 * stores the notification; the server's workers claim them (SKIP LOCKED), send, and retry.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: ts('run_after').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    doneAt: ts('done_at'),
  },
  (t) => [
    check('notification_deliveries_channel_check', sql`${t.channel} in ('push', 'email')`),
    check('notification_deliveries_state_check', sql`${t.state} in ('pending', 'done', 'failed')`),
    uniqueIndex('notification_deliveries_once_key').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.runAfter).where(sql`${t.state} = 'pending'`),
  ],
);

/** Server-wide settings made once and shared by every process (e.g. the VAPID key pair). */
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
