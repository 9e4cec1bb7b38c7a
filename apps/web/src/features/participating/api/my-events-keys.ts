import type { OrganizingState, ParticipatingWhen } from '@eventos/domain';

/** Query keys of the "my events" lists (one per tab), under one root to refresh them together. */
export const myEventsKeys = {
  all: ['my-events'] as const,
  participating: (when: ParticipatingWhen) => [...myEventsKeys.all, 'participating', when] as const,
  organizing: (state: OrganizingState) => [...myEventsKeys.all, 'organizing', state] as const,
};
