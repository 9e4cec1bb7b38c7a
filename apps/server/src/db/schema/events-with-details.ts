import { integer, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Read model of events (migration 0001): security_invoker, so RLS of every joined table holds. */
export const eventsWithDetails = pgView('events_with_details', {
  id: uuid('id').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  summary: text('summary'),
  description: text('description'),
  startDatetime: timestamp('start_datetime', { withTimezone: true }).notNull(),
  endDatetime: timestamp('end_datetime', { withTimezone: true }),
  category: text('category').notNull(),
  visibility: text('visibility').notNull(),
  organizerId: uuid('organizer_id').notNull(),
  locationId: uuid('location_id'),
  imagePath: text('image_path'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  views: integer('views').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  locationName: text('location_name'),
  locationCity: text('location_city'),
  locationState: text('location_state'),
  locationCountry: text('location_country'),
  organizerFirstName: text('organizer_first_name'),
  organizerLastName: text('organizer_last_name'),
  organizerAvatarPath: text('organizer_avatar_path'),
  organizerUsername: text('organizer_username'),
}).existing();
