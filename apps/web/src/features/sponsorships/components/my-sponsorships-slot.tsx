import { lazy, Suspense } from 'react';

// The list, its texts and its data load apart from the profile page.
const MySponsorships = lazy(() => import('./my-sponsorships.tsx'));

/** Where "Meus patrocínios" goes on /profile (the target of /profile#sponsorships). */
export function MySponsorshipsSlot() {
  return (
    <div id="sponsorships" className="scroll-mt-24">
      <Suspense fallback={null}>
        <MySponsorships />
      </Suspense>
    </div>
  );
}
