import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DiscussionSkeleton } from './discussion-skeleton.tsx';

// The discussion (its code, texts and first page) loads as the reader nears it, not with the page.
const EventDiscussion = lazy(() => import('./event-discussion.tsx'));

/** How far below the screen the discussion starts loading. */
const NEAR = '0px 0px 800px 0px';

/**
 * Where the discussion goes on the event page (the target of #comments): it loads when it scrolls
 * near, at once when the address points at it or at a comment.
 */
export function EventDiscussionSlot({ eventId }: { eventId: string }) {
  const { hash } = useLocation();
  const node = useRef<HTMLDivElement>(null);
  const pointed = hash === '#comments' || hash.startsWith('#comment-');
  const [near, setNear] = useState(false);
  const show = near || pointed;

  useEffect(() => {
    const element = node.current;
    if (show || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show]);

  return (
    <div ref={node} id="comments" className="min-h-32 scroll-mt-24">
      {show ? (
        <Suspense fallback={<DiscussionSkeleton />}>
          <EventDiscussion eventId={eventId} />
        </Suspense>
      ) : null}
    </div>
  );
}
