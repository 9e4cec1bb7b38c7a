import { Suspense, useEffect } from 'react';
import { startPwaBeacon } from '../../lib/pwa/pwa-beacon.ts';
import { startPwa } from '../../lib/pwa/start-pwa.ts';
import { PwaNotices } from './components/pwa-notices.tsx';

/**
 * The installable app's page side, loaded after the first paint: registers the service worker
 * (after load, when idle) and shows the update bar and the install card when they apply. Its
 * translations load only when one of them shows.
 */
export function PwaShell() {
  useEffect(() => {
    startPwa();
    // The anonymous daily beacon (browser, installed or native; never under Do Not Track).
    startPwaBeacon();
  }, []);
  return (
    <Suspense fallback={null}>
      <PwaNotices />
    </Suspense>
  );
}
