/** TanStack Query keys of the event form. Everything under ['events'] is reloaded after a change. */
export const eventFormKeys = {
  events: ['events'] as const,
  /** The event being edited, as its organiser sees it (with the access link). */
  edit: (id: string) => ['events', 'edit', id] as const,
  /** Public venues found by the venue picker's search (limit 5). */
  venueSearch: (q: string) => ['locations', 'event-venue-search', q] as const,
};
