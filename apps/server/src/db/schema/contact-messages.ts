import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * Messages sent through the contact form. Written by anyone (the app role may only insert); the
 * client address is kept only as a keyed hash, to count messages for the rate limit.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('pt-BR'),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_ip_hash_created_at_idx').on(t.ipHash, t.createdAt)],
);
