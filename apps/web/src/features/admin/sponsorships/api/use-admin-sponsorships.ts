import type { Sponsorship, SponsorshipPage, SponsorshipState, SponsorshipTotals } from '@eventos/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { sponsorshipAdminKeys } from './sponsorship-admin-keys.ts';

/** GET /api/v1/admin/sponsorships — a keyset page; no state is every state, newest change first. */
export function fetchAdminSponsorships(
  state: SponsorshipState | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SponsorshipPage> {
  return apiFetch<SponsorshipPage>('/api/v1/admin/sponsorships', {
    query: { state, cursor },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
}

/** The list for one state filter ('accepted' is the queue awaiting the team), a page at a time. */
export function useAdminSponsorships(state: SponsorshipState | null) {
  return useInfiniteQuery({
    queryKey: sponsorshipAdminKeys.list(state),
    queryFn: ({ pageParam, signal }) => fetchAdminSponsorships(state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/v1/admin/sponsorships/featured — approved ones whose window is not over yet. */
export function useFeaturedSponsorships() {
  return useQuery({
    queryKey: sponsorshipAdminKeys.featured(),
    queryFn: ({ signal }) =>
      apiFetch<{ items: Sponsorship[] }>('/api/v1/admin/sponsorships/featured', {
        cache: 'no-store',
        signal,
      }),
  });
}

/** GET /api/v1/admin/sponsorships/totals — approved and ended ones per event and per month. */
export function useSponsorshipTotals() {
  return useQuery({
    queryKey: sponsorshipAdminKeys.totals(),
    queryFn: ({ signal }) =>
      apiFetch<SponsorshipTotals>('/api/v1/admin/sponsorships/totals', { cache: 'no-store', signal }),
  });
}
