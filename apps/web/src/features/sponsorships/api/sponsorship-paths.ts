/** /api/v1/events/{id}/… of sponsorship. */
export function eventSponsorshipPath(eventId: string, rest = ''): string {
  return `/api/v1/events/${encodeURIComponent(eventId)}${rest}`;
}

/** /api/v1/sponsorships/{id}/… */
export function sponsorshipPath(sponsorshipId: string, rest = ''): string {
  return `/api/v1/sponsorships/${encodeURIComponent(sponsorshipId)}${rest}`;
}

/** TanStack Query keys; `viewer` is the signed-in person's id or 'visitor' (canManage depends on who reads). */
export const sponsorshipKeys = {
  all: ['sponsorships'] as const,
  event: (eventId: string, viewer: string) => [...sponsorshipKeys.all, 'event', eventId, viewer] as const,
  eventAll: (eventId: string) => [...sponsorshipKeys.all, 'event', eventId] as const,
  mine: (viewer: string) => [...sponsorshipKeys.all, 'mine', viewer] as const,
  managedGroups: (viewer: string) => [...sponsorshipKeys.all, 'managed-groups', viewer] as const,
};
