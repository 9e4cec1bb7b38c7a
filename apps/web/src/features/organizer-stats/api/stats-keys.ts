import { manageKeys } from '../../event-manage/api/manage-keys.ts';
import { myEventsKeys } from '../../participating/api/my-events-keys.ts';

/**
 * Query keys of the organiser's numbers: an event's under its management root, mine under the
 * "my events" root, so what refreshes those (a check-in, an RSVP, a reconnected stream) refreshes
 * the numbers too.
 */
export const statsKeys = {
  event: (eventId: string) => [...manageKeys.all(eventId), 'stats'] as const,
  organizing: [...myEventsKeys.all, 'stats'] as const,
};
