import {
  EVENT_TYPES_WITH_ACCESS_LINK,
  EVENT_TYPES_WITH_VENUE,
  type EventInput,
  eventInputSchema,
  eventStep1Schema,
  eventStep2Schema,
  parsePriceToCents,
} from '@eventos/domain';
import { issuesToErrors } from '../../../lib/forms/field-errors.ts';
import type { EventField, EventFieldErrors } from './event-form-fields.ts';
import { type EventFormValues, toStep1Input } from './event-form-values.ts';

/** Centavos of a typed price; a text that is no amount becomes NaN so the schema names it invalid. */
function cents(text: string): number | null {
  if (text.trim() === '') return null;
  return parsePriceToCents(text) ?? Number.NaN;
}

/** Step 2 as its schema reads it (`eventStep2Schema`); prices only count for a paid event. */
export function toStep2Input(values: EventFormValues) {
  return {
    summary: values.summary,
    description: values.description,
    isPaid: values.isPaid,
    priceMinCents: values.isPaid ? cents(values.priceMin) : null,
    priceMaxCents: values.isPaid ? cents(values.priceMax) : null,
    requiresTickets: values.requiresTickets,
    ticketLink: values.ticketLink,
    tags: values.tags,
    targetAudience: values.targetAudience,
    visibility: values.visibility,
  };
}

/**
 * The schemas check what one field needs of another (a venue for a presencial event, a price for
 * a paid one…) only once every field is valid on its own. So that one press of a button names
 * every missing field, the missing ones are added to the field problems.
 */
function withMissing(errors: EventFieldErrors, values: EventFormValues, steps: { 1?: true; 2?: true }) {
  const out = { ...errors };
  if (steps[1] && EVENT_TYPES_WITH_VENUE.includes(values.eventType) && !values.venue)
    out.locationId ??= 'validation.event.location.required';
  if (steps[1] && EVENT_TYPES_WITH_ACCESS_LINK.includes(values.eventType) && !values.accessLink.trim())
    out.accessLink ??= 'validation.event.access_link.required';
  if (steps[2] && values.isPaid && !values.priceMin.trim())
    out.priceMinCents ??= 'validation.event.price.required';
  if (steps[2] && values.requiresTickets && !values.ticketLink.trim())
    out.ticketLink ??= 'validation.event.ticket_link.required';
  return out;
}

/** The message codes (i18n keys of `fields`) of step 1, or {} when it is valid. */
export function validateStep1(values: EventFormValues): EventFieldErrors {
  const parsed = eventStep1Schema.safeParse(toStep1Input(values));
  return parsed.success
    ? {}
    : withMissing(issuesToErrors<EventField>(parsed.error.issues), values, { 1: true });
}

/** The message codes of step 2, or {} when it is valid. */
export function validateStep2(values: EventFormValues): EventFieldErrors {
  const parsed = eventStep2Schema.safeParse(toStep2Input(values));
  return parsed.success
    ? {}
    : withMissing(issuesToErrors<EventField>(parsed.error.issues), values, { 2: true });
}

/** The API body of the whole event, or the errors of both steps. */
export function buildEventInput(
  values: EventFormValues,
  publish: boolean,
): { ok: true; input: EventInput } | { ok: false; errors: EventFieldErrors } {
  const parsed = eventInputSchema.safeParse({ ...toStep1Input(values), ...toStep2Input(values), publish });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = issuesToErrors<EventField>(parsed.error.issues);
  return { ok: false, errors: withMissing(errors, values, { 1: true, 2: true }) };
}
