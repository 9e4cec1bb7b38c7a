import { lazy, Suspense, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNearScreen } from '../../../lib/use-near-screen.ts';

// The sponsors (their code, texts and data) load as the reader nears them, not with the page.
const EventSponsors = lazy(() => import('./event-sponsors.tsx'));

/** How far below the screen the section starts loading. */
const NEAR = '0px 0px 600px 0px';

/**
 * Where the sponsors go on the event page (the target of #sponsors). It loads when it scrolls near,
 * at once when the address points at it; it takes no room until then. A browser that cannot tell
 * when it nears the screen (none the app supports) goes without: sponsors never hold up the page.
 */
export function EventSponsorsSlot({ eventId }: { eventId: string }) {
  const node = useRef<HTMLDivElement>(null);
  const pointed = useLocation().hash === '#sponsors';
  const [near] = useNearScreen(node, NEAR, pointed);
  const show = near || pointed;

  return (
    // Until it has something to show it takes no room: the negative margin undoes the page column's gap-10.
    <div ref={node} id="sponsors" className="scroll-mt-24 empty:-mt-10">
      {show ? (
        <Suspense fallback={null}>
          <EventSponsors eventId={eventId} />
        </Suspense>
      ) : null}
    </div>
  );
}
