import { lazy, Suspense } from 'react';

const NotificationStream = lazy(() =>
  import('./notification-stream.tsx').then((m) => ({ default: m.NotificationStream })),
);

/** The live updates for a signed-in person, loaded on demand (visitors never load it). */
export function LazyNotificationStream() {
  return (
    <Suspense fallback={null}>
      <NotificationStream />
    </Suspense>
  );
}
