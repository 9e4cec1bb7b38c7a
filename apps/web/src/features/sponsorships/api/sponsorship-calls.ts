import {
  type EventSponsorship,
  GROUP_PAGE_MAX,
  type MyGroup,
  myGroupsResponseSchema,
  type Sponsorship,
  type SponsorshipPage,
  type SponsorshipRequestInput,
} from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventSponsorshipPath, sponsorshipPath } from './sponsorship-paths.ts';

/** A signed-in reader's answers never come from the browser's store (they change with each write). */
function readCache(viewer: string): RequestInit {
  return viewer === 'visitor' ? {} : { cache: 'no-store' };
}

/** GET /api/v1/events/{id}/sponsorship — open or not, the tiers, the approved sponsors. */
export function fetchEventSponsorship(
  eventId: string,
  viewer: string,
  signal?: AbortSignal,
): Promise<EventSponsorship> {
  return apiFetch<EventSponsorship>(eventSponsorshipPath(eventId, '/sponsorship'), {
    ...readCache(viewer),
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/v1/events/{id}/sponsorships — the request (the logo follows). */
export function requestSponsorship(eventId: string, input: SponsorshipRequestInput): Promise<Sponsorship> {
  return apiFetch<Sponsorship>(eventSponsorshipPath(eventId, '/sponsorships'), {
    method: 'POST',
    json: input,
  });
}

/** PUT /api/v1/sponsorships/{id}/logo — multipart, the image in the field `file`. */
export function uploadSponsorshipLogo(sponsorshipId: string, file: File): Promise<Sponsorship> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<Sponsorship>(sponsorshipPath(sponsorshipId, '/logo'), { method: 'PUT', form });
}

/** GET /api/v1/sponsorships/mine — the caller's own, newest first, a page at a time. */
export function fetchMySponsorships(cursor: string | null, signal?: AbortSignal): Promise<SponsorshipPage> {
  return apiFetch<SponsorshipPage>('/api/v1/sponsorships/mine', {
    query: { cursor },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/v1/sponsorships/{id}/withdraw — the sponsor takes the request back. */
export function withdrawSponsorship(sponsorshipId: string): Promise<Sponsorship> {
  return apiFetch<Sponsorship>(sponsorshipPath(sponsorshipId, '/withdraw'), { method: 'POST', json: {} });
}

/** GET /api/v1/me/groups?role=manager — the groups one may sponsor as (people run a few groups). */
export async function fetchManagedGroups(signal?: AbortSignal): Promise<MyGroup[]> {
  const body = await apiFetch<unknown>('/api/v1/me/groups', {
    query: { role: 'manager', limit: GROUP_PAGE_MAX },
    ...(signal ? { signal } : {}),
  });
  return myGroupsResponseSchema.parse(body).items;
}
