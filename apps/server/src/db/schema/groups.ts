import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Groups (issue 17), as migration 0026 makes them: the row policies and the definer functions
 * (app.create_group, app.transfer_group, app.delete_group, app.invite_to_group,
 * app.answer_group_invitation, app.group_counts) live there.
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    description: text('description'),
    category: text('category').notNull(),
    city: text('city'),
    visibility: text('visibility').notNull().default('public'),
    logoPath: text('logo_path'),
    coverPath: text('cover_path'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_slug_key').on(t.slug),
    check('groups_visibility_check', sql`${t.visibility} in ('public', 'private')`),
  ],
);

/** One person's place in a group: owner (one), organizer or member. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/** People who follow a group without joining it. */
export const groupFollowers = pgTable(
  'group_followers',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_followers_user_idx').on(t.userId)],
);

/** Invitations by username or e-mail: pending, accepted, declined or revoked; they expire. */
export const groupInvitations = pgTable('group_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  groupId: uuid('group_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
  email: text('email'),
  /** SHA-256 hex of the e-mailed link's token. */
  tokenHash: text('token_hash'),
  invitedBy: uuid('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('pending'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  respondedAt: ts('responded_at'),
});
