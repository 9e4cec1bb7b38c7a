import type { AttendeeFilter } from '@eventos/domain';

/** Query keys of one event's management: attendee lists, latest check-ins, counts, invitations. */
export const manageKeys = {
  all: (eventId: string) => ['event-manage', eventId] as const,
  attendeeLists: (eventId: string) => [...manageKeys.all(eventId), 'attendees'] as const,
  attendees: (eventId: string, status: AttendeeFilter, q: string) =>
    [...manageKeys.attendeeLists(eventId), status, q] as const,
  recentCheckIns: (eventId: string) => [...manageKeys.all(eventId), 'recent-check-ins'] as const,
  counts: (eventId: string) => [...manageKeys.all(eventId), 'counts'] as const,
  invitations: (eventId: string) => [...manageKeys.all(eventId), 'invitations'] as const,
};
