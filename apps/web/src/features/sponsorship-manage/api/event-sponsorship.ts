import type { EventSponsorship, SponsorshipTier, SponsorshipTierInput } from '@eventos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sponsorshipManageKeys } from './sponsorship-manage-keys.ts';

const settingsPath = (eventId: string) => `/api/v1/events/${encodeURIComponent(eventId)}/sponsorship`;
const tierPath = (eventId: string, tierId: string) =>
  `${settingsPath(eventId)}/tiers/${encodeURIComponent(tierId)}`;

/** GET /api/v1/events/{id}/sponsorship — open or not, the tiers with their taken slots. */
export function fetchEventSponsorship(eventId: string, signal?: AbortSignal): Promise<EventSponsorship> {
  return apiFetch<EventSponsorship>(settingsPath(eventId), signal ? { signal } : {});
}

export function useEventSponsorship(eventId: string) {
  return useQuery({
    queryKey: sponsorshipManageKeys.settings(eventId),
    queryFn: ({ signal }) => fetchEventSponsorship(eventId, signal),
  });
}

/** PUT …/sponsorship {open}: the switch shows the new position at once and goes back if refused. */
export function useSetSponsorshipOpen(eventId: string) {
  const queryClient = useQueryClient();
  const key = sponsorshipManageKeys.settings(eventId);
  return useMutation({
    mutationFn: (open: boolean) =>
      apiFetch<EventSponsorship>(settingsPath(eventId), { method: 'PUT', json: { open } }),
    onMutate: async (open) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<EventSponsorship>(key);
      if (before) queryClient.setQueryData<EventSponsorship>(key, { ...before, open });
      return before;
    },
    onError: (_error, _open, before) => {
      if (before) queryClient.setQueryData(key, before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

export type TierSave = { tierId: string | null; input: SponsorshipTierInput };

/** POST …/tiers (a new tier) or PATCH …/tiers/{tierId}; the tiers are asked again after. */
export function useSaveTier(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tierId, input }: TierSave) =>
      apiFetch<SponsorshipTier>(tierId ? tierPath(eventId, tierId) : `${settingsPath(eventId)}/tiers`, {
        method: tierId ? 'PATCH' : 'POST',
        json: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorshipManageKeys.settings(eventId) }),
  });
}

/** DELETE …/tiers/{tierId} — 204; refused (409 sponsorship.tier.in_use) while sponsorships use it. */
export function useDeleteTier(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tierId: string) => apiFetch<void>(tierPath(eventId, tierId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorshipManageKeys.settings(eventId) }),
  });
}
