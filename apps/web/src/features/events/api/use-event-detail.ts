import type { EventDetail } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { savedEventsOwner } from '../../../lib/offline/use-saved-events-refresh.ts';
import { useSession } from '../../../lib/session/session-context.tsx';

export const eventDetailKeys = {
  all: ['events', 'detail'] as const,
  /** One event by the slug or the id it was asked for. */
  detail: (slugOrId: string) => [...eventDetailKeys.all, slugOrId] as const,
};

/** An event as the page shows it; `savedAt` when it is the copy saved on this device (offline). */
export type ShownEventDetail = EventDetail & { savedAt?: string };

/** GET /api/v1/events/{slugOrId}: everything about one event; 404 `event.not_found`. */
export function fetchEventDetail(slugOrId: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiFetch<EventDetail>(`/api/v1/events/${encodeURIComponent(slugOrId)}`, signal ? { signal } : {});
}

/** True for the error of a server that could not be reached. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * The event, or, when the server cannot be reached, the copy saved on this device for `userId`
 * (read on demand: the offline store is not part of the first load). Without one, the network
 * error as it came.
 */
export async function fetchEventDetailOrSaved(
  slugOrId: string,
  userId: string | undefined,
  signal?: AbortSignal,
): Promise<ShownEventDetail> {
  try {
    return await fetchEventDetail(slugOrId, signal);
  } catch (error) {
    if (!userId || !isUnreachable(error)) throw error;
    const saved = await import('../../../lib/offline/saved-events.ts')
      .then(({ readSavedEvent }) => readSavedEvent(slugOrId, userId))
      .catch(() => undefined);
    if (!saved) throw error;
    return { ...saved.detail, savedAt: saved.savedAt };
  }
}

export function useEventDetail(slugOrId: string) {
  const userId = savedEventsOwner(useSession());
  return useQuery({
    queryKey: eventDetailKeys.detail(slugOrId),
    queryFn: ({ signal }) => fetchEventDetailOrSaved(slugOrId, userId, signal),
    enabled: slugOrId !== '',
    // Asked even when the browser says it is offline: the saved copy answers then.
    networkMode: 'always',
  });
}
