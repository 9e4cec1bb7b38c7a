import { lazy, Suspense } from 'react';
import type { NotificationBellProps } from './notification-bell.tsx';

const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/**
 * The bell as the shell places it: its code (the count query, the panel, its overlays) loads only
 * for signed-in people, behind a placeholder of the same size, so a visitor's first load is unchanged.
 */
export function LazyNotificationBell(props: NotificationBellProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-11 shrink-0" />}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
