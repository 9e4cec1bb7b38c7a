import type { Attendee } from '@eventos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { manageKeys } from './manage-keys.ts';
import { attendanceStreamEventSchema } from './manage-schemas.ts';
import { RECENT_CHECK_INS } from './use-door-state.ts';

export const REALTIME_URL = '/api/v1/realtime';
const REOPEN_DELAY_MS = 5_000;
const LIST_REFETCH_DEBOUNCE_MS = 500;

/**
 * Keeps one event's counts, latest check-ins and attendee lists current from the realtime
 * stream's `attendance` events, so every device at the door sees each scan without reloading.
 * After the stream broke, everything is asked again (what happened meanwhile comes with it).
 * `onCheckIn` hears of each check-in the stream reports.
 */
export function useAttendanceStream(eventId: string, onCheckIn?: (attendee: Attendee) => void) {
  const queryClient = useQueryClient();
  const listener = useRef(onCheckIn);
  listener.current = onCheckIn;

  useEffect(() => {
    if (typeof EventSource === 'undefined' || eventId === '') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let broken = false;

    const refetchLists = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: manageKeys.attendeeLists(eventId) });
      }, LIST_REFETCH_DEBOUNCE_MS);
    };

    const onAttendance = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = attendanceStreamEventSchema.safeParse(data);
      if (!parsed.success || parsed.data.eventId !== eventId) return;
      queryClient.setQueryData(manageKeys.counts(eventId), parsed.data.counts);
      const checkIn = parsed.data.checkIn;
      if (checkIn) {
        queryClient.setQueryData<Attendee[]>(manageKeys.recentCheckIns(eventId), (list = []) =>
          [checkIn, ...list.filter((a) => a.id !== checkIn.id)].slice(0, RECENT_CHECK_INS),
        );
        listener.current?.(checkIn);
      } else {
        void queryClient.invalidateQueries({ queryKey: manageKeys.recentCheckIns(eventId) });
      }
      refetchLists();
    };

    const open = () => {
      source = new EventSource(REALTIME_URL, { withCredentials: true });
      source.addEventListener('attendance', onAttendance as EventListener);
      source.addEventListener('open', () => {
        if (!broken) return;
        broken = false;
        void queryClient.invalidateQueries({ queryKey: manageKeys.all(eventId) });
      });
      source.addEventListener('error', () => {
        broken = true;
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_DELAY_MS);
        }
      });
    };

    open();
    return () => {
      clearTimeout(reopen);
      clearTimeout(debounce);
      source?.close();
    };
  }, [eventId, queryClient]);
}
