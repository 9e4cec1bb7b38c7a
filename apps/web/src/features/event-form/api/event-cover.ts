import type { EventDetail } from '@eventos/domain';
import { ApiError, apiFetch, toApiError } from '../../../lib/api-client.ts';

const coverPath = (id: string) => `/api/v1/events/${encodeURIComponent(id)}/cover`;

/**
 * PUT /api/v1/events/{id}/cover — multipart, the image in the field `file`. (The JSON client sends
 * only JSON bodies, so this call builds its own request; errors become the same {@link ApiError}.)
 */
export async function uploadEventCover(id: string, file: File): Promise<EventDetail> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await globalThis.fetch(coverPath(id), {
      method: 'PUT',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json, application/problem+json' },
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network.unreachable',
      detail: 'Não foi possível conectar ao servidor.',
    });
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as EventDetail;
}

/** DELETE /api/v1/events/{id}/cover — the event goes back to the placeholder. */
export function removeEventCover(id: string): Promise<EventDetail> {
  return apiFetch<EventDetail>(coverPath(id), { method: 'DELETE' });
}
