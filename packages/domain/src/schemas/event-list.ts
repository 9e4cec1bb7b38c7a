import { z } from 'zod';
import { CATEGORY_KEYS } from '../catalogue/categories.ts';
import { EVENT_LIMITS, EVENT_TYPES } from '../constants/events.ts';
import { EVENT_LIST_DEFAULT_LIMIT, EVENT_LIST_MAX_LIMIT } from '../constants.ts';
import { parseInstant } from '../rules/instant.ts';
import { decodeEventCursor } from '../rules/keyset-cursor.ts';
import { textField } from './primitives.ts';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const instant = textField('validation.events.date.invalid', 'validation.events.date.invalid')
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const date = parseInstant(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'validation.events.date.invalid' });
      return z.NEVER;
    }
    return date;
  });

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'validation.invalid' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** Query of GET /api/v1/events. Messages are i18n keys of the `events` namespace. */
export const eventListQuerySchema = z
  .object({
    limit: z.coerce
      .number({ message: 'validation.limit.integer' })
      .int({ message: 'validation.limit.integer' })
      .min(1, { message: 'validation.limit.range' })
      .max(EVENT_LIST_MAX_LIMIT, { message: 'validation.limit.range' })
      .default(EVENT_LIST_DEFAULT_LIMIT),
    cursor: textField('validation.cursor.invalid', 'validation.cursor.invalid')
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '') return undefined;
        const cursor = decodeEventCursor(value);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: 'validation.cursor.invalid' });
          return z.NEVER;
        }
        return cursor;
      }),
    /** Text search (Portuguese full text, accents ignored, and similar names); public events only. */
    q: textField()
      .trim()
      .max(EVENT_LIMITS.search.max, { message: 'validation.events.q.too_long' })
      .optional()
      .transform((v) => (v ? v : undefined)),
    category: z.preprocess(
      blankToUndefined,
      z.enum(CATEGORY_KEYS, { message: 'validation.events.category.invalid' }).optional(),
    ),
    /** Events overlapping [from, to): the client turns today / this weekend / this month into instants. */
    from: instant,
    to: instant,
    /** City of the venue, accents and case ignored. */
    city: textField()
      .trim()
      .max(EVENT_LIMITS.city.max, { message: 'validation.events.city.too_long' })
      .optional()
      .transform((v) => (v ? v : undefined)),
    price: z.preprocess(
      blankToUndefined,
      z.enum(['free', 'paid'], { message: 'validation.events.price.invalid' }).optional(),
    ),
    /** Only events one can join online (online and hybrid). */
    online: flag,
  })
  .refine((v) => !v.from || !v.to || v.from < v.to, {
    path: ['to'],
    message: 'validation.events.date.range',
  });
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventVisibilitySchema = z.enum(['public', 'private']);
export type EventVisibility = z.infer<typeof eventVisibilitySchema>;

/** One card of the events list. Dates are ISO 8601 strings. */
export const eventListItemSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  summary: z.string().nullable(),
  startDatetime: z.string(),
  endDatetime: z.string().nullable(),
  category: z.string(),
  visibility: eventVisibilitySchema,
  imagePath: z.string().nullable(),
  views: z.number().int(),
  eventType: z.enum(EVENT_TYPES),
  isPaid: z.boolean(),
  priceMinCents: z.number().int().nullable(),
  priceMaxCents: z.number().int().nullable(),
  /** Not yet published (only its organiser sees it). */
  isDraft: z.boolean(),
  cancelledAt: z.string().nullable(),
  location: z
    .object({
      id: z.uuid(),
      name: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventListResponseSchema = z.object({
  items: z.array(eventListItemSchema),
  nextCursor: z.string().nullable(),
  /**
   * "Patrocinado" (issue 22): on a first page without `q`, up to featuredSlots(limit) sponsored
   * events matching the same filters, rotated fairly; shown apart from `items`, which they never
   * replace. Absent or empty otherwise.
   */
  featured: z.array(eventListItemSchema).optional(),
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;
