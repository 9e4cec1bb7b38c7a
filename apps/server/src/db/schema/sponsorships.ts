import type { SponsorshipPaymentStatus, SponsorshipState } from '@eventos/domain';
import { boolean, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { groups } from './groups.ts';
import { profiles } from './profiles.ts';

/**
 * Sponsorships (migration 0043, issue 22). The checks, indexes, policies and the guard trigger live
 * in the migration; these definitions are for arranging rows (seeds, tests) through the query builder.
 */
export const sponsorshipSettings = pgTable('sponsorship_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sponsorshipTiers = pgTable('sponsorship_tiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  benefits: text('benefits'),
  slots: integer('slots').notNull(),
  position: integer('position').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sponsorships = pgTable('sponsorships', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  tierId: uuid('tier_id')
    .notNull()
    .references(() => sponsorshipTiers.id),
  personId: uuid('person_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
  displayName: text('display_name').notNull(),
  logoPath: text('logo_path'),
  linkUrl: text('link_url'),
  message: text('message'),
  amountCents: integer('amount_cents').notNull(),
  state: text('state').$type<SponsorshipState>().notNull().default('requested'),
  paymentStatus: text('payment_status').$type<SponsorshipPaymentStatus>().notNull().default('not_collected'),
  paymentReference: text('payment_reference'),
  organiserNote: text('organiser_note'),
  adminNote: text('admin_note'),
  featuredFrom: timestamp('featured_from', { withTimezone: true }),
  featuredUntil: timestamp('featured_until', { withTimezone: true }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sponsorshipStats = pgTable(
  'sponsorship_stats',
  {
    sponsorshipId: uuid('sponsorship_id')
      .notNull()
      .references(() => sponsorships.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sponsorshipId, t.day] })],
);
