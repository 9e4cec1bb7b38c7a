/** TanStack Query keys of the admin's sponsorships page. */
export const sponsorshipAdminKeys = {
  all: ['admin-sponsorships'] as const,
  /** Every page of the list, whatever the state filter. */
  lists: () => [...sponsorshipAdminKeys.all, 'list'] as const,
  list: (state: string | null) => [...sponsorshipAdminKeys.lists(), state ?? 'all'] as const,
  featured: () => [...sponsorshipAdminKeys.all, 'featured'] as const,
  totals: () => [...sponsorshipAdminKeys.all, 'totals'] as const,
};
