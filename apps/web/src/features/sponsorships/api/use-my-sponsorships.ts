import type { Sponsorship } from '@eventos/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../people/lib/use-viewer.ts';
import { fetchMySponsorships, withdrawSponsorship } from './sponsorship-calls.ts';
import { sponsorshipKeys } from './sponsorship-paths.ts';

/** The caller's sponsorships, newest first, a page at a time. */
export function useMySponsorships() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: sponsorshipKeys.mine(viewer),
    queryFn: ({ pageParam, signal }) => fetchMySponsorships(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** "Retirar pedido"; the lists are read again so the new state shows. */
export function useWithdrawSponsorship() {
  const queryClient = useQueryClient();
  return useMutation<Sponsorship, Error, string>({
    mutationFn: withdrawSponsorship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorshipKeys.all }),
  });
}
