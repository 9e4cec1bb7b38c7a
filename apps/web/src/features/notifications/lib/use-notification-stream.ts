import { NOTIFICATION_REFETCH_DEBOUNCE_MS } from '@eventos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from '../api/notification-keys.ts';

/** The server's stream of the caller's own notification changes (ids only). */
export const REALTIME_URL = '/api/v1/realtime';
/** After the browser gives up on the stream (a refused answer), it is opened again this much later. */
export const STREAM_REOPEN_DELAY_MS = 5_000;

/**
 * Keeps the bell and the panel current while the person is signed in (spec §7 realtime): each
 * `notification` or `resync` event, and each reopening after the stream broke, refetches the list
 * and the count once things are quiet for 500 ms (spec §9). What changed while the stream was down
 * comes with that refetch, so nothing is lost. Closed when the component using it unmounts (sign-out).
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | undefined;
    let broken = false;

    const refetchSoon = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
      }, NOTIFICATION_REFETCH_DEBOUNCE_MS);
    };

    const open = () => {
      source = new EventSource(REALTIME_URL, { withCredentials: true });
      source.addEventListener('notification', refetchSoon);
      source.addEventListener('resync', refetchSoon);
      source.addEventListener('open', () => {
        if (!broken) return;
        broken = false;
        refetchSoon();
      });
      source.addEventListener('error', () => {
        broken = true;
        // The browser retries on its own unless the answer was refused; then we try again later.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, STREAM_REOPEN_DELAY_MS);
        }
      });
    };

    open();
    return () => {
      clearTimeout(debounce);
      clearTimeout(reopen);
      source?.close();
    };
  }, [queryClient]);
}
