import { z } from 'zod';
import { CATEGORY_KEYS } from '../catalogue/categories.ts';
import { EVENT_CAPACITY_LIMITS } from '../constants/attendance.ts';
import {
  EVENT_LIMITS,
  EVENT_TYPES,
  EVENT_TYPES_WITH_ACCESS_LINK,
  EVENT_TYPES_WITH_VENUE,
} from '../constants/events.ts';
import { eventVisibilitySchema } from './event-list.ts';
import { instantText, textField } from './primitives.ts';

/**
 * The event form (create and edit, /events/create and /events/{id}/edit) and its API body.
 * Messages are i18n keys (`validation.event.*`) whose pt-BR texts are in the API catalogue.
 */

const TOO_LONG = { message: 'validation.event.text.too_long' };

const optionalText = (max: number) =>
  textField()
    .trim()
    .max(max, TOO_LONG)
    .nullish()
    .transform((v) => (v ? v : null));

const webLink = (code: string) =>
  textField(undefined, code)
    .trim()
    .max(EVENT_LIMITS.link.max, { message: code })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { message: code });

const cents = z
  .number({ message: 'validation.event.price.invalid' })
  .int({ message: 'validation.event.price.invalid' })
  .min(0, { message: 'validation.event.price.invalid' })
  .max(EVENT_LIMITS.priceCents.max, { message: 'validation.event.price.invalid' })
  .nullish()
  .transform((v) => v ?? null);

/** Seats of the event: a whole number within the limits, or null (no limit). */
const capacity = z
  .number({ message: 'validation.event.capacity.invalid' })
  .int({ message: 'validation.event.capacity.invalid' })
  .min(EVENT_CAPACITY_LIMITS.min, { message: 'validation.event.capacity.invalid' })
  .max(EVENT_CAPACITY_LIMITS.max, { message: 'validation.event.capacity.invalid' })
  .nullish()
  .transform((v) => v ?? null);

/** Last moment to RSVP, or null (until the event ends). */
const rsvpDeadline = z.preprocess(
  (v) => (v === '' ? null : v),
  instantText('validation.event.rsvp_deadline.invalid')
    .nullish()
    .transform((v) => v ?? null),
);

export const eventTypeSchema = z.enum(EVENT_TYPES, { message: 'validation.event.event_type.invalid' });
export const eventCategorySchema = z.enum(CATEGORY_KEYS, { message: 'validation.event.category.required' });

/** Step 1: what, when and where. */
export const eventStep1Fields = {
  name: textField('validation.event.name.too_short')
    .trim()
    .min(EVENT_LIMITS.name.min, { message: 'validation.event.name.too_short' })
    .max(EVENT_LIMITS.name.max, { message: 'validation.event.name.too_long' }),
  category: eventCategorySchema,
  subcategory: optionalText(EVENT_LIMITS.subcategory.max),
  startDatetime: instantText('validation.event.start.required'),
  endDatetime: instantText('validation.event.end.required'),
  eventType: eventTypeSchema.default('presencial'),
  locationId: z
    .uuid({ message: 'validation.event.location.required' })
    .nullish()
    .transform((v) => v ?? null),
  accessLink: webLink('validation.event.access_link.invalid'),
};

/** Step 2: description, cover, price and tickets, tags, audience, visibility. */
export const eventStep2Fields = {
  summary: optionalText(EVENT_LIMITS.summary.max),
  /** Rich text as HTML; the server sanitises it before storing. */
  description: textField()
    .max(EVENT_LIMITS.description.max, { message: 'validation.event.description.too_long' })
    .nullish()
    .transform((v) => (v?.trim() ? v : null)),
  isPaid: z.boolean({ message: 'validation.invalid' }).default(false),
  priceMinCents: cents,
  priceMaxCents: cents,
  requiresTickets: z.boolean({ message: 'validation.invalid' }).default(false),
  ticketLink: webLink('validation.event.ticket_link.invalid'),
  tags: z
    .array(
      textField('validation.event.tags.invalid', 'validation.event.tags.invalid')
        .trim()
        .min(EVENT_LIMITS.tag.min, { message: 'validation.event.tags.invalid' })
        .max(EVENT_LIMITS.tag.max, { message: 'validation.event.tags.invalid' }),
      { message: 'validation.event.tags.invalid' },
    )
    .max(EVENT_LIMITS.tags.max, { message: 'validation.event.tags.too_many' })
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]),
  targetAudience: optionalText(EVENT_LIMITS.targetAudience.max),
  visibility: eventVisibilitySchema.default('public'),
  /** Seats (null = unlimited); when they are taken, new RSVPs join the waitlist. */
  capacity,
  /** RSVPs close at this instant (null = when the event ends); not after the end. */
  rsvpDeadline,
};

type Ctx = z.RefinementCtx;

/**
 * What one field needs of another (an end after the start, a venue for a presencial event, a price
 * for a paid one…). These checks also run when other fields are invalid, so one answer names every
 * problem; they read the values as typed, which may not have passed their own field's rule.
 */
const RUN_ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

type Loose<T> = { [K in keyof T]?: unknown };

function checkStep1(
  v: Loose<{
    startDatetime: string;
    endDatetime: string;
    eventType: string;
    locationId: string;
    accessLink: string;
  }>,
  ctx: Ctx,
) {
  if (
    typeof v.startDatetime === 'string' &&
    typeof v.endDatetime === 'string' &&
    Date.parse(v.endDatetime) <= Date.parse(v.startDatetime)
  )
    ctx.addIssue({ code: 'custom', path: ['endDatetime'], message: 'validation.event.end.before_start' });
  const type = typeof v.eventType === 'string' ? v.eventType : '';
  if ((EVENT_TYPES_WITH_VENUE as readonly string[]).includes(type) && !v.locationId)
    ctx.addIssue({ code: 'custom', path: ['locationId'], message: 'validation.event.location.required' });
  if ((EVENT_TYPES_WITH_ACCESS_LINK as readonly string[]).includes(type) && !v.accessLink)
    ctx.addIssue({ code: 'custom', path: ['accessLink'], message: 'validation.event.access_link.required' });
}

function checkStep2(
  v: Loose<{
    isPaid: boolean;
    priceMinCents: number;
    priceMaxCents: number;
    requiresTickets: boolean;
    ticketLink: string;
  }>,
  ctx: Ctx,
) {
  const paid = v.isPaid === true;
  if (paid && (v.priceMinCents === null || v.priceMinCents === undefined))
    ctx.addIssue({ code: 'custom', path: ['priceMinCents'], message: 'validation.event.price.required' });
  if (
    paid &&
    typeof v.priceMinCents === 'number' &&
    typeof v.priceMaxCents === 'number' &&
    v.priceMaxCents < v.priceMinCents
  )
    ctx.addIssue({ code: 'custom', path: ['priceMaxCents'], message: 'validation.event.price.range' });
  if (v.requiresTickets === true && !v.ticketLink)
    ctx.addIssue({ code: 'custom', path: ['ticketLink'], message: 'validation.event.ticket_link.required' });
}

/** The RSVP deadline, when given, is not after the end of the event. */
function checkDeadline(v: Loose<{ endDatetime: string; rsvpDeadline: string }>, ctx: Ctx) {
  if (
    typeof v.rsvpDeadline === 'string' &&
    v.rsvpDeadline !== '' &&
    typeof v.endDatetime === 'string' &&
    Date.parse(v.rsvpDeadline) > Date.parse(v.endDatetime)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['rsvpDeadline'],
      message: 'validation.event.rsvp_deadline.after_end',
    });
}

export const eventStep1Schema = z.object(eventStep1Fields).superRefine(checkStep1, RUN_ALWAYS);
export const eventStep2Schema = z.object(eventStep2Fields).superRefine(checkStep2, RUN_ALWAYS);

/**
 * POST /api/v1/events and PATCH /api/v1/events/{id} (the whole event). `publish` true publishes
 * (keeping the first publication time), false keeps or makes it a draft.
 */
export const eventInputSchema = z
  .object({
    ...eventStep1Fields,
    ...eventStep2Fields,
    /**
     * Who organises it: a group the caller owns or organises (its id), or null for the caller
     * themselves. Left out on an edit, the event stays with whom it has.
     */
    groupId: z.uuid({ message: 'validation.invalid' }).nullish(),
    publish: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    checkStep1(v, ctx);
    checkStep2(v, ctx);
    checkDeadline(v, ctx);
  }, RUN_ALWAYS)
  .transform((v) => ({
    ...v,
    // A free event has no price; an online event has no venue; only online and hybrid events have a link.
    priceMinCents: v.isPaid ? v.priceMinCents : null,
    priceMaxCents: v.isPaid ? (v.priceMaxCents ?? null) : null,
    locationId: (EVENT_TYPES_WITH_VENUE as readonly string[]).includes(v.eventType) ? v.locationId : null,
    accessLink: (EVENT_TYPES_WITH_ACCESS_LINK as readonly string[]).includes(v.eventType)
      ? v.accessLink
      : null,
    ticketLink: v.ticketLink,
  }));
export type EventInput = z.output<typeof eventInputSchema>;
export type EventInputBody = z.input<typeof eventInputSchema>;

export type EventStatus = 'draft' | 'scheduled' | 'published' | 'cancelled';

/** Who organises an event, as shown beside it. */
export type EventOrganizer =
  | {
      type: 'user';
      id: string;
      username: string | null;
      firstName: string | null;
      lastName: string | null;
      avatarPath: string | null;
    }
  | { type: 'group'; id: string; slug: string; name: string; logoPath: string | null };

/** The venue of an event, everything the detail page shows (spec §3 flattened location_ fields). */
export interface EventVenue {
  id: string;
  name: string;
  address: string | null;
  number: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postalCode: string | null;
  reference: string | null;
  howToGetThere: string | null;
  parkingInfo: string | null;
  additionalInfo: string | null;
  mapsUrl: string | null;
  mapsEmbed: string | null;
  image: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Accessibility options, names in the caller's language. */
  accessibilityOptions: { id: string; key: string; name: string }[];
}

/** GET /api/v1/events/{idOrSlug}: one event, everything about it. Dates are ISO 8601 strings. */
export interface EventDetail {
  id: string;
  slug: string;
  name: string;
  category: string;
  subcategory: string | null;
  summary: string | null;
  /** Sanitised HTML (safe to render). */
  description: string | null;
  startDatetime: string;
  endDatetime: string | null;
  imagePath: string | null;
  eventType: (typeof EVENT_TYPES)[number];
  /** Only for the organiser and people going or checked in; null otherwise. */
  accessLink: string | null;
  isPaid: boolean;
  priceMinCents: number | null;
  priceMaxCents: number | null;
  requiresTickets: boolean;
  ticketLink: string | null;
  tags: string[];
  targetAudience: string | null;
  visibility: 'public' | 'private';
  status: EventStatus;
  publishedAt: string | null;
  cancelledAt: string | null;
  views: number;
  createdAt: string;
  updatedAt: string;
  organizer: EventOrganizer;
  location: EventVenue | null;
  /**
   * The caller may manage this event (edit, publish, cancel, delete, attendees): its organiser, or
   * the owner or an organiser of the group it belongs to.
   */
  isOwner: boolean;
  /** Seats (null = unlimited). */
  capacity: number | null;
  /** RSVPs close at this instant (null = when the event ends). */
  rsvpDeadline: string | null;
}
