import type { Comment, CommentThread } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useReplies } from '../api/use-replies.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentItem } from './comment-item.tsx';
import { useDiscussion } from './discussion-context.ts';

interface CommentThreadViewProps {
  thread: CommentThread;
  /** Every reply was asked for ("Ver mais respostas"). */
  expanded: boolean;
  onExpand: () => void;
  /** The comment of this thread being answered, when the reply box is open here. */
  replyingTo: Comment | null;
  onReplyDone: () => void;
  onReplyPosted: (reply: Comment) => void;
}

/**
 * A top-level comment with its replies flat below it (one level: a reply to a reply says whom it
 * answers), "Ver mais respostas (N)" for the rest, and the reply box when one is open.
 */
export function CommentThreadView({
  thread,
  expanded,
  onExpand,
  replyingTo,
  onReplyDone,
  onReplyPosted,
}: CommentThreadViewProps) {
  const { t } = useTranslation('eventDiscussion');
  const { eventId, viewer } = useDiscussion();
  const rest = useReplies(eventId, thread.id, viewer, expanded);
  const loaded = rest.data?.pages.flatMap((page) => page.items);
  const replies = expanded && loaded ? loaded : thread.replies;
  const hidden = Math.max(0, thread.replyCount - replies.length);
  const more = expanded ? rest.hasNextPage : hidden > 0;

  return (
    <li className="flex flex-col gap-1">
      <CommentItem comment={thread} />
      {replies.length > 0 || more || replyingTo ? (
        <div className="ms-6 flex flex-col gap-1 border-outline-variant border-s-2 ps-3 tablet:ms-12">
          {replies.length > 0 ? (
            <ul
              aria-label={t('repliesTo', { name: thread.author?.name ?? t('item.removed') })}
              className="flex flex-col gap-1"
            >
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem comment={reply} />
                </li>
              ))}
            </ul>
          ) : null}
          {more ? (
            <Button
              variant="ghost"
              size="compact"
              className="self-start text-primary"
              disabled={rest.isFetching}
              onClick={() => (expanded ? void rest.fetchNextPage() : onExpand())}
            >
              {t('moreReplies', { count: hidden })}
            </Button>
          ) : null}
          {replyingTo ? (
            <CommentComposer
              key={replyingTo.id}
              parentId={replyingTo.id}
              initialText={replyingTo.author?.username ? `@${replyingTo.author.username} ` : ''}
              label={t('composer.replyLabel', { name: replyingTo.author?.name ?? '' })}
              labelHidden
              submitLabel={t('composer.submitReply')}
              autoFocus
              onPosted={(reply) => {
                onExpand();
                onReplyDone();
                onReplyPosted(reply);
              }}
              onCancel={onReplyDone}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
