import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { Button } from '../../../ui/button.tsx';
import { DiscussionSkeleton } from './discussion-skeleton.tsx';

// The discussion (its code, texts and first page) loads as the reader nears it, not with the page.
const EventDiscussion = lazy(() => import('./event-discussion.tsx'));

/** How far below the screen the discussion starts loading. */
const NEAR = '0px 0px 800px 0px';

/** "Ver comentários", where the browser cannot tell when the section nears the screen. */
function ShowDiscussion({ onShow }: { onShow: () => void }) {
  const { t, ready } = useTranslation('eventDiscussion', { useSuspense: false });
  if (!ready) return null;
  return (
    <Button variant="outline" onClick={onShow}>
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('show')}
    </Button>
  );
}

/**
 * Where the discussion goes on the event page (the target of #comments): it loads when it scrolls
 * near, at once when the address points at it or at a comment.
 */
export function EventDiscussionSlot({ eventId }: { eventId: string }) {
  const { hash } = useLocation();
  const node = useRef<HTMLDivElement>(null);
  const pointed = hash === '#comments' || hash.startsWith('#comment-');
  const [near, setNear] = useNearScreen(node, NEAR, pointed);
  const [observable] = useState(() => typeof IntersectionObserver !== 'undefined');
  const show = near || pointed;

  return (
    <div ref={node} id="comments" className="min-h-32 scroll-mt-24">
      {show ? (
        <Suspense fallback={<DiscussionSkeleton />}>
          <EventDiscussion eventId={eventId} />
        </Suspense>
      ) : observable ? null : (
        <ShowDiscussion onShow={() => setNear(true)} />
      )}
    </div>
  );
}
