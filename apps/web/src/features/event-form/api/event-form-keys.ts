import { eventKeys } from '../../events/api/event-keys.ts';

/** TanStack Query keys of the event form; after a change everything under eventKeys.all reloads. */
export const eventFormKeys = {
  /** The event being edited, as its organiser sees it (with the access link). */
  edit: (id: string) => [...eventKeys.all, 'edit', id] as const,
  /** Public venues found by the venue picker's search (limit 5). */
  venueSearch: (q: string) => ['locations', 'event-venue-search', q] as const,
  /** The groups the person owns or organises, offered as the event's organiser. */
  managedGroups: ['me', 'groups', 'manager', 'event-form'] as const,
};
