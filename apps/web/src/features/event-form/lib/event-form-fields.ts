import { ApiError } from '../../../lib/api-error.ts';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';

/** The fields of step 1 (what, when, where), in the order they show; names as the API calls them. */
export const STEP1_FIELDS = [
  'name',
  'category',
  'subcategory',
  'startDatetime',
  'endDatetime',
  'eventType',
  'locationId',
  'accessLink',
] as const;

/**
 * The fields of step 2 (description, cover, price and tickets, seats and RSVP deadline, tags,
 * audience, visibility).
 */
export const STEP2_FIELDS = [
  'summary',
  'description',
  'cover',
  'isPaid',
  'priceMinCents',
  'priceMaxCents',
  'requiresTickets',
  'ticketLink',
  'capacity',
  'rsvpDeadline',
  'tags',
  'targetAudience',
  'visibility',
] as const;

export type EventField = (typeof STEP1_FIELDS)[number] | (typeof STEP2_FIELDS)[number];
export type EventFormStep = 1 | 2;
export type EventFieldErrors = FieldErrors<EventField>;

/** Every field in form order (step 1, then step 2): the first error of a save is the first here. */
export const EVENT_FIELDS: readonly EventField[] = [...STEP1_FIELDS, ...STEP2_FIELDS];

/** The first step (1 before 2) with an error, or null. */
export function firstStepWithError(errors: EventFieldErrors): EventFormStep | null {
  if (STEP1_FIELDS.some((field) => errors[field])) return 1;
  if (STEP2_FIELDS.some((field) => errors[field])) return 2;
  return null;
}

/**
 * Field errors a problem+json answer carried (`errors[{path, code}]`): each path ('tags.3',
 * 'priceMaxCents') goes to the form field it starts with; null when none is a form field.
 */
export function serverFieldErrors(error: unknown): EventFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const out: EventFieldErrors = {};
  for (const { path, code } of error.errors) {
    const field = path
      .split(/[./]/)
      .filter(Boolean)
      .find((part): part is EventField => (EVENT_FIELDS as readonly string[]).includes(part));
    if (field) out[field] ??= code;
  }
  return Object.keys(out).length > 0 ? out : null;
}
