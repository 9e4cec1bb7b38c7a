import { z } from 'zod';
import { EVENT_LIST_DEFAULT_LIMIT, EVENT_LIST_MAX_LIMIT } from '../constants.ts';
import { decodeEventCursor } from '../rules/keyset-cursor.ts';

/** Query of GET /api/v1/events. Messages are i18n keys of the `events` namespace. */
export const eventListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'validation.limit.integer' })
    .int({ message: 'validation.limit.integer' })
    .min(1, { message: 'validation.limit.range' })
    .max(EVENT_LIST_MAX_LIMIT, { message: 'validation.limit.range' })
    .default(EVENT_LIST_DEFAULT_LIMIT),
  cursor: z
    .string()
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
  location: z
    .object({ id: z.uuid(), name: z.string(), city: z.string().nullable(), state: z.string().nullable() })
    .nullable(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventListResponseSchema = z.object({
  items: z.array(eventListItemSchema),
  nextCursor: z.string().nullable(),
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;
