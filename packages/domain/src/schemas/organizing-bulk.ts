import { z } from 'zod';
import { eventCardSchema } from './attendance.ts';

/**
 * /organizing/manage: the organiser's events in one list, every state, and bulk actions on a
 * selection (duplicate as a draft, cancel). Only the caller's own events are ever touched.
 */

/** How many events one bulk action takes at most. */
export const ORGANIZING_BULK_MAX = 50;

/** The suffix a duplicated event's name gets (pt-BR, the site's language for stored text). */
export const DUPLICATE_NAME_SUFFIX = ' (cópia)';

/** POST /me/organizing/duplicate and /me/organizing/cancel: { eventIds: uuid[] (1–50) }. */
export const organizingBulkInputSchema = z.object({
  eventIds: z
    .array(z.uuid({ message: 'validation.organizing_bulk.ids.invalid' }), {
      message: 'validation.organizing_bulk.ids.invalid',
    })
    .min(1, { message: 'validation.organizing_bulk.ids.empty' })
    .max(ORGANIZING_BULK_MAX, { message: 'validation.organizing_bulk.ids.too_many' })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type OrganizingBulkInput = z.output<typeof organizingBulkInputSchema>;

/** POST /me/organizing/duplicate: the new drafts; events that could not be copied are skipped. */
export const organizingDuplicateResponseSchema = z.object({
  created: z.array(eventCardSchema),
  skipped: z.array(z.uuid()),
});
export type OrganizingDuplicateResponse = z.infer<typeof organizingDuplicateResponseSchema>;

/** POST /me/organizing/cancel: ids cancelled, and ids left alone (not mine, draft, past, cancelled). */
export const organizingCancelResponseSchema = z.object({
  cancelled: z.array(z.uuid()),
  skipped: z.array(z.uuid()),
});
export type OrganizingCancelResponse = z.infer<typeof organizingCancelResponseSchema>;

/** GET /me/organizing/all?cursor=&limit= — every event I organise, newest start first. */
export const organizingAllQuerySchema = z.object({
  cursor: z
    .string({ message: 'validation.cursor.invalid' })
    .max(200, { message: 'validation.cursor.invalid' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: z.coerce
    .number({ message: 'validation.limit.integer' })
    .int({ message: 'validation.limit.integer' })
    .min(1, { message: 'validation.limit.range' })
    .max(50, { message: 'validation.limit.range' })
    .default(20),
});
export type OrganizingAllQuery = z.output<typeof organizingAllQuerySchema>;

/** The state a row of the manage table shows. */
export type ManagedEventState = 'draft' | 'published' | 'cancelled' | 'past';

/** Draft, cancelled, past (ended) or published, from a card and the present time. */
export function managedEventState(
  event: { isDraft: boolean; cancelledAt: string | null; startDatetime: string; endDatetime: string | null },
  now: Date = new Date(),
): ManagedEventState {
  if (event.cancelledAt) return 'cancelled';
  if (event.isDraft) return 'draft';
  if (Date.parse(event.endDatetime ?? event.startDatetime) < now.getTime()) return 'past';
  return 'published';
}

/** Whether "Cancelar" applies: a published event that has not started yet. */
export function cancellableEvent(
  event: { isDraft: boolean; cancelledAt: string | null; startDatetime: string },
  now: Date = new Date(),
): boolean {
  return !event.isDraft && !event.cancelledAt && Date.parse(event.startDatetime) > now.getTime();
}

/** A copy's name: the original with the suffix, cut so it stays within `max` characters. */
export function duplicateName(name: string, max: number): string {
  const room = max - DUPLICATE_NAME_SUFFIX.length;
  return `${[...name].slice(0, room).join('').trimEnd()}${DUPLICATE_NAME_SUFFIX}`;
}
