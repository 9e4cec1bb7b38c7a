import { lazy, Suspense } from 'react';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { OfflineBanner } from './offline-banner.tsx';

// The offline store (Dexie) loads only for a signed-in person: a visitor has nothing saved or queued.
const OfflineQueueStatus = lazy(() => import('./offline-queue-status.tsx'));

/**
 * The offline side of every page (loaded after first paint): the banner without a connection, and
 * for a signed-in person their waiting and refused actions.
 */
export function OfflineStatus({ userId }: { userId: string | null }) {
  const online = useOnline();
  const banner = <OfflineBanner online={online} pending={0} />;
  if (!userId) return banner;
  return (
    <Suspense fallback={banner}>
      <OfflineQueueStatus userId={userId} online={online} />
    </Suspense>
  );
}

export default OfflineStatus;
