import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { profiles } from './profiles.ts';

/** Events (spec §3). Core fields; the events issue adds the rest. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary'),
    description: text('description'),
    startDatetime: timestamp('start_datetime', { withTimezone: true }).notNull(),
    endDatetime: timestamp('end_datetime', { withTimezone: true }),
    category: text('category').notNull(),
    visibility: text('visibility').notNull().default('public'),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    imagePath: text('image_path'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_start_id_idx').on(t.startDatetime, t.id),
    index('events_organizer_id_idx').on(t.organizerId),
    index('events_location_id_idx').on(t.locationId),
    check('events_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('events_dates_check', sql`${t.endDatetime} is null or ${t.endDatetime} >= ${t.startDatetime}`),
    check('events_views_check', sql`${t.views} >= 0`),
  ],
);
