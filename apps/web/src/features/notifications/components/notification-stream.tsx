import { useNotificationStream } from '../lib/use-notification-stream.ts';

/** Mounted once in the shell for a signed-in person (lazily): the live updates, nothing to see. */
export function NotificationStream() {
  useNotificationStream();
  return null;
}
