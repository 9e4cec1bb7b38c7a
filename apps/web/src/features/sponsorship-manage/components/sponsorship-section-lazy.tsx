import { lazy, Suspense } from 'react';

const SponsorshipSection = lazy(() =>
  import('./sponsorship-section.tsx').then((m) => ({ default: m.SponsorshipSection })),
);

/**
 * The manage page's 'Patrocínio' section in its own chunk: the page's code does not grow with it.
 * The placeholder keeps the anchor so #sponsorships has somewhere to land while it loads.
 */
export function LazySponsorshipSection({ eventId }: { eventId: string }) {
  return (
    <Suspense fallback={<div id="sponsorships" className="min-h-24 scroll-mt-24" />}>
      <SponsorshipSection eventId={eventId} />
    </Suspense>
  );
}
