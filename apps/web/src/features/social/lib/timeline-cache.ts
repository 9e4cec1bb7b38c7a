import type { AttendanceStatus, TimelineResponse } from '@eventos/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { socialKeys } from '../api/social-keys.ts';

/** Every card of the viewer's timeline about `eventId` shows the answer given from one of them. */
export function setTimelineAttendance(
  queryClient: QueryClient,
  viewer: string,
  eventId: string,
  status: AttendanceStatus | null,
): void {
  queryClient.setQueryData<InfiniteData<TimelineResponse, string | null>>(
    socialKeys.timeline(viewer),
    (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.event?.id === eventId ? { ...item, viewerAttendance: status } : item,
              ),
            })),
          }
        : old,
  );
}
