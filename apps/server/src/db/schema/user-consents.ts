import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** Spec §3 user_consents: which version of the terms or privacy policy a user accepted, and where. */
export const userConsents = pgTable(
  'user_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    consentType: text('consent_type', { enum: ['terms', 'privacy'] }).notNull(),
    version: text('version').notNull(),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consents_user_id_idx').on(t.userId, t.consentType)],
);
