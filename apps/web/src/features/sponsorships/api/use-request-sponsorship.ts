import type { Sponsorship, SponsorshipRequestInput } from '@eventos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../people/lib/use-viewer.ts';
import type { RequestDraft } from '../lib/request-form.ts';
import { fetchManagedGroups, requestSponsorship, uploadSponsorshipLogo } from './sponsorship-calls.ts';
import { sponsorshipKeys } from './sponsorship-paths.ts';

/** The groups one may sponsor as; none (or a failed read) leaves only "you". */
export function useManagedGroups() {
  const viewer = useViewer();
  return useQuery({
    queryKey: sponsorshipKeys.managedGroups(viewer),
    queryFn: ({ signal }) => fetchManagedGroups(signal),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Sends the request, then the logo when one was chosen. A refused logo after a created request
 * still answers the request (with `logoFailed`): it exists, the logo can follow from the profile.
 */
export function useRequestSponsorship(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<
    { sponsorship: Sponsorship; logoError: unknown },
    Error,
    { input: SponsorshipRequestInput; logo: RequestDraft['logo'] }
  >({
    mutationFn: async ({ input, logo }) => {
      const sponsorship = await requestSponsorship(eventId, input);
      if (!logo) return { sponsorship, logoError: null };
      try {
        return { sponsorship: await uploadSponsorshipLogo(sponsorship.id, logo), logoError: null };
      } catch (error) {
        return { sponsorship, logoError: error };
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorshipKeys.all }),
  });
}
