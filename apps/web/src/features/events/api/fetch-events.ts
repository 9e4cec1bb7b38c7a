import type { EventListResponse } from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import type { EventListApiQuery } from '../lib/event-list-query.ts';

export interface FetchEventsParams extends EventListApiQuery {
  limit: number;
  cursor?: string | null;
  signal?: AbortSignal;
}

/** GET /api/v1/events — one keyset page of the events matching the filters. */
export function fetchEvents({ signal, ...query }: FetchEventsParams): Promise<EventListResponse> {
  return apiFetch<EventListResponse>('/api/v1/events', {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
}
