import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { profiles } from './profiles.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One person's attendance at one event (issue 16): going, waitlisted, cancelled or checked in, with
 * a ticket code unique within the event. Written only through the definer functions of migration
 * 0018, which lock the event row so seats and the waitlist stay consistent.
 */
export const eventAttendances = pgTable(
  'event_attendances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    ticketCode: text('ticket_code').notNull(),
    /** Place in the queue while waitlisted (ties broken by id). */
    waitlistedAt: ts('waitlisted_at'),
    checkedInAt: ts('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'event_attendances_status_check',
      sql`${t.status} in ('going', 'waitlisted', 'cancelled', 'checked_in')`,
    ),
    check(
      'event_attendances_waitlist_check',
      sql`(${t.status} = 'waitlisted') = (${t.waitlistedAt} is not null)`,
    ),
    check(
      'event_attendances_checked_in_check',
      sql`(${t.status} = 'checked_in') = (${t.checkedInAt} is not null)`,
    ),
    check('event_attendances_ticket_code_check', sql`${t.ticketCode} ~ '^[A-HJ-NP-Z2-9]{10}$'`),
    uniqueIndex('event_attendances_event_user_key').on(t.eventId, t.userId),
    uniqueIndex('event_attendances_event_code_key').on(t.eventId, t.ticketCode),
    index('event_attendances_event_status_idx').on(t.eventId, t.status),
    index('event_attendances_user_status_idx').on(t.userId, t.status),
    index('event_attendances_waitlist_idx')
      .on(t.eventId, t.waitlistedAt, t.id)
      .where(sql`${t.status} = 'waitlisted'`),
    index('event_attendances_code_idx').on(t.ticketCode),
  ],
);

/** "Tenho interesse": an event a person saved. */
export const eventInterests = pgTable(
  'event_interests',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_interests_user_idx').on(t.userId)],
);
