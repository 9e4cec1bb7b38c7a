import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/v1/events/{id}/views: the server counts one view per visitor per day. */
export function recordEventView(eventId: string): Promise<void> {
  return apiFetch<void>(`/api/v1/events/${encodeURIComponent(eventId)}/views`, { method: 'POST' });
}

/**
 * Counts a view once each time the page shows an event (not again on re-renders or refetches).
 * Fire and forget: a failed count never bothers the reader.
 */
export function useRecordEventView(eventId: string | undefined): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!eventId || recorded.current === eventId) return;
    recorded.current = eventId;
    recordEventView(eventId).catch(() => {});
  }, [eventId]);
}
