import {
  datetimeValueToIso,
  type EventInput,
  eventInputSchema,
  eventStep1Schema,
  eventStep2Schema,
  parsePriceToCents,
} from '@eventos/domain';
import { issuesToErrors } from '../../../lib/forms/field-errors.ts';
import { EVENT_TIME_ZONE } from '../../events/lib/format-event-date.ts';
import type { EventField, EventFieldErrors } from './event-form-fields.ts';
import { type EventFormValues, toStep1Input } from './event-form-values.ts';

/** Centavos of a typed price; a text that is no amount becomes NaN so the schema names it invalid. */
function cents(text: string): number | null {
  if (text.trim() === '') return null;
  return parsePriceToCents(text) ?? Number.NaN;
}

/**
 * Seats as typed: digits, thousands grouped by dots or spaces allowed ('1.500'); blank is no limit
 * (null); anything else becomes NaN so the schema names it invalid.
 */
export function capacityOf(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (/^\d+$/.test(typed) || /^\d{1,3}([.\s\u00a0]\d{3})+$/.test(typed))
    return Number(typed.replace(/\D/g, ''));
  return Number.NaN;
}

/**
 * The RSVP deadline as an instant; null when its day is blank (emptying the day clears it, whatever
 * the hour says); the text itself when it is no date and time, so the schema names it invalid.
 */
export function rsvpDeadlineOf(value: string): string | null {
  const [day = ''] = value.split('T');
  if (day.trim() === '') return null;
  return datetimeValueToIso(value, EVENT_TIME_ZONE) || value;
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
    capacity: capacityOf(values.capacity),
    rsvpDeadline: rsvpDeadlineOf(values.rsvpDeadline),
    tags: values.tags,
    targetAudience: values.targetAudience,
    visibility: values.visibility,
  };
}

/** The message codes (i18n keys of `fields`) of step 1, or {} when it is valid. */
export function validateStep1(values: EventFormValues): EventFieldErrors {
  const parsed = eventStep1Schema.safeParse(toStep1Input(values));
  return parsed.success ? {} : issuesToErrors<EventField>(parsed.error.issues);
}

/** The message codes of step 2, or {} when it is valid. */
export function validateStep2(values: EventFormValues): EventFieldErrors {
  const parsed = eventStep2Schema.safeParse(toStep2Input(values));
  return parsed.success ? {} : issuesToErrors<EventField>(parsed.error.issues);
}

/**
 * The API body of the whole event, or the errors of both steps (the schemas name every problem at
 * once, a missing venue or price included, even beside other invalid fields).
 */
export function buildEventInput(
  values: EventFormValues,
  publish: boolean,
): { ok: true; input: EventInput } | { ok: false; errors: EventFieldErrors } {
  const parsed = eventInputSchema.safeParse({
    ...toStep1Input(values),
    ...toStep2Input(values),
    groupId: values.groupId,
    publish,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: issuesToErrors<EventField>(parsed.error.issues) };
}
