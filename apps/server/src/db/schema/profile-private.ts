import { boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * The parts of a profile (spec §3) only its owner may read: e-mail, birth date and privacy settings.
 * Kept apart from `profiles`, whose rows everyone reads for organiser names and public profile pages.
 */
export const profilePrivate = pgTable('profile_private', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  birthDate: date('birth_date'),
  /** Others going to the same event may see this person's name (off until they turn it on). */
  showAttendance: boolean('show_attendance').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
