import { lazy, Suspense, useEffect, useState } from 'react';

// The offline store (Dexie) and these texts load after the first paint, never with the first page.
const OfflineStatus = lazy(() => import('./offline-status.tsx'));

/** Mounts the offline banner, the refused actions and the queue's replay once the page has shown. */
export function LazyOfflineStatus({ userId }: { userId: string | null }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus userId={userId} />
    </Suspense>
  );
}
