import type { Sponsorship } from '@eventos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sponsorshipManageKeys } from './sponsorship-manage-keys.ts';

export type Decision = 'accept' | 'decline';

const onePath = (sponsorshipId: string) => `/api/v1/sponsorships/${encodeURIComponent(sponsorshipId)}`;

/** GET /api/v1/sponsorships/{id} — as the event's organiser sees it, with what they may do (`can`). */
export function fetchSponsorship(sponsorshipId: string, signal?: AbortSignal): Promise<Sponsorship> {
  return apiFetch<Sponsorship>(onePath(sponsorshipId), signal ? { signal } : {});
}

/** One sponsorship, read once per id however many notifications point at it. */
export function useSponsorship(sponsorshipId: string) {
  return useQuery({
    queryKey: sponsorshipManageKeys.one(sponsorshipId),
    queryFn: ({ signal }) => fetchSponsorship(sponsorshipId, signal),
    staleTime: 30_000,
  });
}

export interface DecisionInput {
  sponsorshipId: string;
  decision: Decision;
  note: string | null;
}

/**
 * POST /api/v1/sponsorships/{id}/accept|decline {note?}. The answer is the sponsorship as it is now:
 * it replaces the cached one, and the event's lists and tiers (slots taken) are asked again.
 */
export function useDecideSponsorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sponsorshipId, decision, note }: DecisionInput) =>
      apiFetch<Sponsorship>(`${onePath(sponsorshipId)}/${decision}`, {
        method: 'POST',
        json: note ? { note } : {},
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sponsorshipManageKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: sponsorshipManageKeys.event(saved.event.id) });
    },
  });
}
