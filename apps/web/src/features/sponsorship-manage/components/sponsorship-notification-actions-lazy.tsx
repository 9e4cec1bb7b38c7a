import type { Notification } from '@eventos/domain';
import { lazy, Suspense } from 'react';

const SponsorshipNotificationActions = lazy(() =>
  import('./sponsorship-notification-actions.tsx').then((m) => ({
    default: m.SponsorshipNotificationActions,
  })),
);

/** The answer buttons' code loads only when a notification carries a sponsorship: the list stays small. */
export function LazySponsorshipNotificationActions({ notification }: { notification: Notification }) {
  return (
    <Suspense fallback={null}>
      <SponsorshipNotificationActions notification={notification} />
    </Suspense>
  );
}
