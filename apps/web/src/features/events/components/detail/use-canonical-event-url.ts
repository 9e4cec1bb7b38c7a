import { type EventDetail, isEventId } from '@eventos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { eventDetailKeys } from '../../api/use-event-detail.ts';

/**
 * /events/{id} becomes /events/{slug} once the event is known (replacing the history entry and
 * keeping the query and a #comment- anchor). The slug's cache entry is filled first, so the page
 * does not load the event a second time.
 */
export function useCanonicalEventUrl(param: string, event: EventDetail | undefined): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!event || !isEventId(param) || event.slug === param) return;
    queryClient.setQueryData(eventDetailKeys.detail(event.slug), event);
    void navigate(`/events/${encodeURIComponent(event.slug)}${search}${hash}`, { replace: true });
  }, [event, param, search, hash, navigate, queryClient]);
}
