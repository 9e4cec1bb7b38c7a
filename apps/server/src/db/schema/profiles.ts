import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

/**
 * Public face of a user (spec §3 profiles), one per auth user (same id; deleting the user deletes
 * it). E-mail and birth date live in `profile_private`, which only the owner reads.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarPath: text('avatar_path'),
    bio: text('bio'),
    city: text('city'),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('pending'),
    language: text('language').notNull().default('pt-BR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_key').on(sql`lower(${t.username})`),
    check('profiles_role_check', sql`${t.role} in ('user', 'moderator', 'admin')`),
    check('profiles_status_check', sql`${t.status} in ('pending', 'active')`),
  ],
);
