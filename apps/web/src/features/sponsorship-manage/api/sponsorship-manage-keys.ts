import type { SponsorshipState } from '@eventos/domain';

/** Query keys of an event's sponsorship as its organiser manages it, and of one sponsorship. */
export const sponsorshipManageKeys = {
  all: ['sponsorship-manage'] as const,
  event: (eventId: string) => [...sponsorshipManageKeys.all, 'event', eventId] as const,
  settings: (eventId: string) => [...sponsorshipManageKeys.event(eventId), 'settings'] as const,
  requestLists: (eventId: string) => [...sponsorshipManageKeys.event(eventId), 'requests'] as const,
  requests: (eventId: string, state: SponsorshipState | 'all') =>
    [...sponsorshipManageKeys.requestLists(eventId), state] as const,
  one: (sponsorshipId: string) => [...sponsorshipManageKeys.all, 'one', sponsorshipId] as const,
};
