import type { AttendanceCounts, Attendee } from '@eventos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { manageKeys } from './manage-keys.ts';
import { fetchAttendees, rememberCounts } from './use-attendees.ts';

/** How many of the latest check-ins the door screen lists. */
export const RECENT_CHECK_INS = 8;

/**
 * The counts of one event (seeded by any answer that carries them, kept current by the realtime
 * stream). Asked on its own with the latest check-ins, which the door screen lists.
 */
export function useRecentCheckIns(eventId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: manageKeys.recentCheckIns(eventId),
    queryFn: async ({ signal }): Promise<Attendee[]> => {
      const page = await fetchAttendees(
        eventId,
        { status: 'checked_in', order: 'recent_check_in', limit: RECENT_CHECK_INS },
        signal,
      );
      rememberCounts(queryClient, eventId, page.counts);
      return page.items;
    },
  });
}

/** The counts the page last heard of (undefined until an answer brought them). */
export function useEventCounts(eventId: string) {
  return useQuery<AttendanceCounts>({
    queryKey: manageKeys.counts(eventId),
    queryFn: async ({ signal }) => (await fetchAttendees(eventId, { limit: 1 }, signal)).counts,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
