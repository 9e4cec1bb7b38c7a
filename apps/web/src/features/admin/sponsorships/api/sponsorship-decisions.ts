import type { FeaturedWindowInput, Sponsorship } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { consoleKeys } from '../../console/api/console-keys.ts';
import { sponsorshipAdminKeys } from './sponsorship-admin-keys.ts';

/** What an administrator decides: approve and end take an optional note, reject a required one. */
export type SponsorshipDecision = 'approve' | 'reject' | 'end';

const path = (id: string, action: string) => `/api/v1/admin/sponsorships/${encodeURIComponent(id)}/${action}`;

/** POST /api/v1/admin/sponsorships/{id}/{approve|reject|end}. */
export function decideSponsorship(id: string, decision: SponsorshipDecision, note: string | null) {
  return apiFetch<Sponsorship>(path(id, decision), { method: 'POST', json: { note } });
}

/** PUT /api/v1/admin/sponsorships/{id}/featured — both null takes it out of the featured slot. */
export function setFeaturedWindow(id: string, input: FeaturedWindowInput) {
  return apiFetch<Sponsorship>(path(id, 'featured'), { method: 'PUT', json: input });
}

/**
 * Every list, the featured schedule, the totals and the dashboard's pending figure are read again
 * after any decision, and after a refusal too (a 409 means another admin moved it first).
 */
export function useRefreshSponsorships() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sponsorshipAdminKeys.all }),
      client.invalidateQueries({ queryKey: consoleKeys.dashboard() }),
    ]);
}

export function useDecideSponsorship() {
  const refresh = useRefreshSponsorships();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note,
    }: {
      id: string;
      decision: SponsorshipDecision;
      note: string | null;
    }) => decideSponsorship(id, decision, note),
    onSettled: refresh,
  });
}

export function useSetFeaturedWindow() {
  const refresh = useRefreshSponsorships();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FeaturedWindowInput }) => setFeaturedWindow(id, input),
    onSettled: refresh,
  });
}
