import type { EventDetail, EventInput } from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/v1/events — creates the event (a draft unless `publish`). */
export function createEvent(input: EventInput): Promise<EventDetail> {
  return apiFetch<EventDetail>('/api/v1/events', { method: 'POST', json: input });
}

/** PATCH /api/v1/events/{id} — replaces the whole event. */
export function updateEvent(id: string, input: EventInput): Promise<EventDetail> {
  return apiFetch<EventDetail>(`/api/v1/events/${encodeURIComponent(id)}`, { method: 'PATCH', json: input });
}
