import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { profiles } from './profiles.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Events (spec §3). Money in integer centavos; a draft has no published_at. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary'),
    /** Sanitised HTML. */
    description: text('description'),
    startDatetime: timestamp('start_datetime', { withTimezone: true }).notNull(),
    endDatetime: timestamp('end_datetime', { withTimezone: true }),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    targetAudience: text('target_audience'),
    isPaid: boolean('is_paid').notNull().default(false),
    priceMinCents: integer('price_min_cents'),
    priceMaxCents: integer('price_max_cents'),
    requiresTickets: boolean('requires_tickets').notNull().default(false),
    ticketLink: text('ticket_link'),
    visibility: text('visibility').notNull().default('public'),
    eventType: text('event_type').notNull().default('presencial'),
    accessLink: text('access_link'),
    organizerType: text('organizer_type').notNull().default('user'),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The organising group when organizer_type is group (groups arrive with their own issue). */
    groupId: uuid('group_id'),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    /**
     * The venue's city folded as the city filter compares it (app.search_text), kept by triggers
     * (migration 0015) so that the filter is a range of one index in start order.
     */
    cityKey: text('city_key'),
    imagePath: text('image_path'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    /** Seats (null = unlimited): RSVPs beyond it join the waitlist (migration 0018). */
    capacity: integer('capacity'),
    /** RSVPs close at this instant (null = when the event ends). */
    rsvpDeadline: timestamp('rsvp_deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What full-text search reads (migration 0011: app.event_search_vector), kept with the row. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`app.event_search_vector(name, summary, description, tags)`,
    ),
    /** The name folded as search compares it (app.search_text), kept with the row (migration 0025). */
    searchName: text('search_name').generatedAlwaysAs(sql`app.search_text(name)`),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_start_id_idx').on(t.startDatetime, t.id),
    index('events_category_start_id_idx').on(t.category, t.startDatetime, t.id),
    index('events_organizer_id_idx').on(t.organizerId, t.startDatetime),
    index('events_location_id_idx').on(t.locationId, t.startDatetime),
    index('events_city_start_id_idx').on(t.cityKey, t.startDatetime, t.id),
    // Serving a cover file asks which event it belongs to (and whether the caller may see it).
    index('events_image_path_idx').on(t.imagePath).where(sql`${t.imagePath} is not null`),
    check('events_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('events_dates_check', sql`${t.endDatetime} is null or ${t.endDatetime} >= ${t.startDatetime}`),
    check('events_views_check', sql`${t.views} >= 0`),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} between 1 and 100000`),
    check('events_event_type_check', sql`${t.eventType} in ('presencial', 'online', 'hibrido')`),
    check('events_organizer_type_check', sql`${t.organizerType} in ('user', 'group')`),
    check(
      'events_price_check',
      sql`(${t.priceMinCents} is null or ${t.priceMinCents} >= 0) and (${t.priceMaxCents} is null or ${t.priceMaxCents} >= coalesce(${t.priceMinCents}, 0))`,
    ),
  ],
);

/** One row per visitor per event per day (São Paulo time): views count once a day. */
export const eventViews = pgTable(
  'event_views',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.visitorHash] }), index('event_views_day_idx').on(t.day)],
);
