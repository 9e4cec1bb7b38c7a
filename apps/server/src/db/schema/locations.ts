import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * Venues (spec §3 locations). A private venue is seen only by its owner (and through the owner's
 * events); a public one by anyone signed in, and other organisers may hold events there.
 */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    address: text('address').notNull().default(''),
    number: text('number').notNull().default(''),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default('BR'),
    reference: text('reference'),
    additionalInfo: text('additional_info'),
    /** selection_options ids of type accessibility. */
    accessibilityOptions: uuid('accessibility_options').array().notNull().default(sql`'{}'::uuid[]`),
    howToGetThere: text('how_to_get_there'),
    parkingInfo: text('parking_info'),
    mapsUrl: text('maps_url'),
    mapsEmbed: text('maps_embed'),
    image: text('image'),
    isPublic: boolean('is_public').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_user_id_idx').on(t.userId, t.name),
    index('locations_public_name_idx').on(t.name).where(sql`${t.isPublic}`),
  ],
);
