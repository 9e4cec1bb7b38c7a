import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Geocoding answers kept to save provider quota: `key` is 'postal:01310100' or 'address:<normalised
 * text>', `result` a GeocodingResult. Public geographic data, shared by every user.
 */
export const geocodeCache = pgTable(
  'geocode_cache',
  {
    key: text('key').primaryKey(),
    result: jsonb('result').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('geocode_cache_expires_at_idx').on(t.expiresAt)],
);
