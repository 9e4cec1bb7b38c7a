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
  /** Who sees the events this person goes to: everyone, friends or only_me (issue 18). */
  attendanceVisibility: text('attendance_visibility').notNull().default('friends'),
  /** Who sees their friends list. */
  friendsVisibility: text('friends_visibility').notNull().default('friends'),
  /** Who may send them friend requests: everyone, friends_of_friends or nobody. */
  friendRequestsFrom: text('friend_requests_from').notNull().default('everyone'),
  /** People search and search engines find them. */
  findable: boolean('findable').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
