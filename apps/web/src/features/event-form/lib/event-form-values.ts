import {
  type CategoryKey,
  datetimeValueToIso,
  type EventDetail,
  type EventType,
  formatPrice,
  isoToDatetimeValue,
} from '@eventos/domain';
import { EVENT_TIME_ZONE } from '../../events/lib/format-event-date.ts';
import { eventGroupId } from './organizer-choices.ts';
import { venueChoiceOf } from './venue-choice.ts';

/** A venue as the picker shows the chosen one. */
export interface VenueChoice {
  id: string;
  name: string;
  /** One line of address ('Avenida Paulista, 1578 – São Paulo/SP'), or ''. */
  place: string;
}

/**
 * What the person typed, as typed: dates are the picker's 'YYYY-MM-DDTHH:mm' strings (Brasília
 * time, as event pages show them, whatever the device's zone),
 * prices the text in reais and the capacity the digits typed. Nothing is lost between the steps or after a failed save.
 */
export interface EventFormValues {
  /** Who organises it: one of the person's groups (its id), or null for the person themselves. */
  groupId: string | null;
  name: string;
  category: CategoryKey | '';
  subcategory: string;
  start: string;
  end: string;
  eventType: EventType;
  venue: VenueChoice | null;
  accessLink: string;
  summary: string;
  description: string;
  isPaid: boolean;
  priceMin: string;
  priceMax: string;
  requiresTickets: boolean;
  ticketLink: string;
  /** Seats as typed ('' = no limit). */
  capacity: string;
  /** Last moment to RSVP, as the picker holds it ('' = until the event ends). */
  rsvpDeadline: string;
  tags: string[];
  targetAudience: string;
  visibility: 'public' | 'private';
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  groupId: null,
  name: '',
  category: '',
  subcategory: '',
  start: '',
  end: '',
  eventType: 'presencial',
  venue: null,
  accessLink: '',
  summary: '',
  description: '',
  isPaid: false,
  priceMin: '',
  priceMax: '',
  requiresTickets: false,
  ticketLink: '',
  capacity: '',
  rsvpDeadline: '',
  tags: [],
  targetAudience: '',
  visibility: 'public',
};

/** Reais as people type them ('25,00'): the formatted price without the currency sign. */
export function centsToPriceText(cents: number | null): string {
  if (cents === null) return '';
  return formatPrice(cents, 'pt-BR')
    .replace(/R\$\s?/u, '')
    .replace(/\u00a0/g, '')
    .trim();
}

/** The form filled with an event being edited. */
export function eventToFormValues(event: EventDetail): EventFormValues {
  return {
    groupId: eventGroupId(event),
    name: event.name,
    category: event.category as CategoryKey,
    subcategory: event.subcategory ?? '',
    start: isoToDatetimeValue(event.startDatetime, EVENT_TIME_ZONE),
    end: isoToDatetimeValue(event.endDatetime, EVENT_TIME_ZONE),
    eventType: event.eventType,
    venue: event.location ? venueChoiceOf(event.location) : null,
    accessLink: event.accessLink ?? '',
    summary: event.summary ?? '',
    description: event.description ?? '',
    isPaid: event.isPaid,
    priceMin: centsToPriceText(event.priceMinCents),
    priceMax: centsToPriceText(event.priceMaxCents),
    requiresTickets: event.requiresTickets,
    ticketLink: event.ticketLink ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    rsvpDeadline: isoToDatetimeValue(event.rsvpDeadline, EVENT_TIME_ZONE),
    tags: event.tags,
    targetAudience: event.targetAudience ?? '',
    visibility: event.visibility,
  };
}

/** Step 1 as its schema reads it (`eventStep1Schema`). */
export function toStep1Input(values: EventFormValues) {
  return {
    name: values.name,
    category: values.category || undefined,
    subcategory: values.subcategory,
    startDatetime: datetimeValueToIso(values.start, EVENT_TIME_ZONE),
    endDatetime: datetimeValueToIso(values.end, EVENT_TIME_ZONE),
    eventType: values.eventType,
    locationId: values.venue?.id ?? null,
    accessLink: values.accessLink,
  };
}
