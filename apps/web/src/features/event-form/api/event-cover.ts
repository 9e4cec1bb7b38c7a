import type { EventDetail } from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';

const coverPath = (id: string) => `/api/v1/events/${encodeURIComponent(id)}/cover`;

/** PUT /api/v1/events/{id}/cover — multipart, the image in the field `file`. */
export function uploadEventCover(id: string, file: File): Promise<EventDetail> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<EventDetail>(coverPath(id), { method: 'PUT', form });
}

/** DELETE /api/v1/events/{id}/cover — the event goes back to the placeholder. */
export function removeEventCover(id: string): Promise<EventDetail> {
  return apiFetch<EventDetail>(coverPath(id), { method: 'DELETE' });
}
