import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Public face of a user (spec §3 profiles). The accounts issue links it to auth users. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarPath: text('avatar_path'),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('pending'),
    language: text('language').notNull().default('pt-BR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_key').on(sql`lower(${t.username})`),
    check('profiles_role_check', sql`${t.role} in ('user', 'admin')`),
    check('profiles_status_check', sql`${t.status} in ('pending', 'active')`),
  ],
);
