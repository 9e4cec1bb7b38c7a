import type { Comment, CommentOrder } from '@eventos/domain';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Lock, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSignedIn, useSession } from '../../../lib/session/session-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { OfflineWaiting } from '../../../ui/offline-waiting.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { PendingComments } from '../../offline/components/pending-comments.tsx';
import { useViewer } from '../../people/lib/use-viewer.ts';
import { discussionKeys } from '../api/discussion-keys.ts';
import { useComments } from '../api/use-comments.ts';
import { commentIdFromHash } from '../lib/comment-anchor.ts';
import { pageThreads } from '../lib/page-threads.ts';
import { useCommentAnchor } from '../lib/use-comment-anchor.ts';
import { CommentThreadView } from './comment-thread.tsx';
import { ComposerGate } from './composer-gate.tsx';
import { DiscussionContext, type DiscussionContextValue } from './discussion-context.ts';
import { DiscussionHeader } from './discussion-header.tsx';
import { DiscussionSkeleton } from './discussion-skeleton.tsx';
import { OrganizerControls } from './organizer-controls.tsx';

// The report form and its texts load when someone reports a comment.
const ReportDialog = lazy(async () => ({
  default: (await import('../../moderation/components/report-dialog.tsx')).ReportDialog,
}));

/**
 * "Comentários" on an event page: the count and order, the organiser's controls, the box to write,
 * the pinned comment first, threads a page at a time, and the comment an address points at.
 */
export function EventDiscussion({ eventId }: { eventId: string }) {
  const { t } = useTranslation(['eventDiscussion', 'common']);
  const session = useSession();
  const viewer = useViewer();
  const linked = commentIdFromHash(useLocation().hash);
  // A comment just written is brought into view the way a link to it is.
  // A link followed later wins over the comment written before it.
  const [posted, setPostedFor] = useState<{ id: string; link: string | null } | null>(null);
  const anchor = posted && posted.link === linked ? posted.id : linked;
  const setPosted = (id: string) => setPostedFor({ id, link: linked });
  const [order, setOrder] = useState<CommentOrder>('newest');
  const [around, setAround] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [replyingTo, setReplyingTo] = useState<Comment | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const queryClient = useQueryClient();
  const query = useComments(eventId, order, around, viewer);
  const busy = useIsFetching({ queryKey: discussionKeys.event(eventId) }) > 0;
  const pages = query.data?.pages;
  const discussion = pages?.at(-1)?.discussion;

  const expand = useCallback(
    (rootId: string) => setExpanded((before) => (before.has(rootId) ? before : new Set(before).add(rootId))),
    [],
  );
  const highlightedId = useCommentAnchor({
    anchor,
    data: query.data,
    failed: query.isError,
    busy,
    around,
    setAround,
    expanded,
    expand,
    threadRead: (rootId) => {
      const state = queryClient.getQueryState(discussionKeys.replies(eventId, rootId, viewer));
      return state !== undefined && state.status !== 'pending' && state.fetchStatus === 'idle';
    },
    onMissing: () => toast({ title: t('toast.anchorMissing') }),
  });

  const context: DiscussionContextValue = {
    eventId,
    viewer,
    canComment: discussion?.canComment ?? false,
    highlightedId,
    reply: setReplyingTo,
    report: setReporting,
  };

  const threads = pageThreads(pages);

  return (
    <DiscussionContext.Provider value={context}>
      <section aria-labelledby="comments-title" className="flex flex-col gap-5">
        <DiscussionHeader
          total={discussion?.total ?? null}
          order={order}
          onOrderChange={(next) => {
            setOrder(next);
            setAround(null);
          }}
        />
        {discussion?.canModerate ? <OrganizerControls eventId={eventId} discussion={discussion} /> : null}
        {discussion?.closed ? (
          <div
            role="status"
            className="flex items-start gap-3 rounded-2xl bg-surface-variant p-4 text-on-surface-variant"
          >
            <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-col gap-0.5 text-sm">
              <p className="font-semibold text-on-surface">{t('closed.title')}</p>
              <p>{t('closed.text')}</p>
            </div>
          </div>
        ) : null}
        <ComposerGate
          signedIn={isSignedIn(session)}
          discussion={discussion}
          onPosted={(comment) => setPosted(comment.id)}
        />
        <PendingComments eventId={eventId} />
        {query.isPending && query.fetchStatus === 'paused' ? (
          <OfflineWaiting className="py-6" />
        ) : query.isPending ? (
          <DiscussionSkeleton />
        ) : query.isError && !pages ? (
          <StatusMessage
            role="alert"
            title={t('error.title')}
            className="py-8"
            action={
              <Button
                variant="outline"
                size="compact"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                {t('error.retry')}
              </Button>
            }
          />
        ) : threads.length === 0 ? (
          <StatusMessage
            icon={<MessageCircle aria-hidden="true" className="size-8" />}
            title={t('empty.title')}
            description={discussion?.closed ? undefined : t('empty.text')}
            className="py-8"
          />
        ) : (
          <>
            {query.hasPreviousPage ? (
              <Button
                variant="outline"
                size="compact"
                className="self-center"
                disabled={query.isFetchingPreviousPage}
                onClick={() => void query.fetchPreviousPage()}
              >
                {t('loadPrevious')}
              </Button>
            ) : null}
            <ul className="flex flex-col gap-4">
              {threads.map((thread) => (
                <CommentThreadView
                  key={thread.id}
                  thread={thread}
                  expanded={expanded.has(thread.id)}
                  onExpand={() => expand(thread.id)}
                  replyingTo={
                    replyingTo && (replyingTo.rootId ?? replyingTo.id) === thread.id ? replyingTo : null
                  }
                  onReplyDone={() => setReplyingTo(null)}
                  onReplyPosted={(comment) => setPosted(comment.id)}
                />
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button
                variant="outline"
                size="compact"
                className="self-center"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </section>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            targetType="comment"
            targetId={reporting.id}
            {...(reporting.author ? { targetLabel: reporting.author.name } : {})}
            open
            onOpenChange={(open) => (open ? undefined : setReporting(null))}
          />
        </Suspense>
      ) : null}
    </DiscussionContext.Provider>
  );
}

export default EventDiscussion;
