import type { Comment } from '@eventos/domain';
import { EyeOff, Pin, Reply } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { PersonAvatar } from '../../group-manage/components/person-avatar.tsx';
import { formatRelativeTime } from '../../notifications/lib/relative-time.ts';
import { type CommentMarkChange, useCommentMark, useDeleteComment } from '../api/use-comment-actions.ts';
import { commentElementId, commentUrl } from '../lib/comment-anchor.ts';
import { DISCUSSION_NAMESPACES } from '../lib/comment-errors.ts';
import { CommentBody } from './comment-body.tsx';
import { CommentEditForm } from './comment-edit-form.tsx';
import { CommentMenu, type CommentMenuAction } from './comment-menu.tsx';
import { DeleteCommentDialog } from './delete-comment-dialog.tsx';
import { useDiscussion } from './discussion-context.ts';

const MARK_TOASTS: Record<string, string> = {
  'pin:true': 'toast.pinned',
  'pin:false': 'toast.unpinned',
  'hidden:true': 'toast.hidden',
  'hidden:false': 'toast.shown',
};

/**
 * One comment or reply (the element an anchor #comment-{id} points at): who wrote it and when, the
 * text or "comentário removido", the marks (Fixado, editado, oculto) and its actions.
 */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t, i18n } = useTranslation(['eventDiscussion', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { eventId, canComment, highlightedId, reply, report } = useDiscussion();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(eventId);
  const mark = useCommentMark(eventId);
  const author = comment.author;
  const authorName = author?.name ?? t('item.removed');
  const highlighted = highlightedId === comment.id;

  const changeMark = (change: Omit<CommentMarkChange, 'id'>) =>
    mark.mutate(
      { id: comment.id, ...change },
      {
        onSuccess: () => toast({ title: t(MARK_TOASTS[`${change.mark}:${change.on}`] ?? 'toast.shown') }),
        onError: (error) =>
          toast({ title: describeError(t, error, DISCUSSION_NAMESPACES), variant: 'destructive' }),
      },
    );

  const copyLink = async () => {
    const url = commentUrl(eventId, comment.id);
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('toast.linkCopied') });
    } catch {
      toast({ title: t('toast.copyFailed'), description: url, variant: 'destructive' });
    }
  };

  const onAction = (action: CommentMenuAction) => {
    if (action === 'copyLink') void copyLink();
    else if (action === 'edit') setEditing(true);
    else if (action === 'delete') setConfirming(true);
    else if (action === 'pin' || action === 'unpin') changeMark({ mark: 'pin', on: action === 'pin' });
    else if (action === 'hide' || action === 'show') changeMark({ mark: 'hidden', on: action === 'hide' });
    else report(comment);
  };

  const confirmDelete = () =>
    remove.mutate(comment.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('toast.deleted') });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: describeError(t, error, DISCUSSION_NAMESPACES), variant: 'destructive' });
      },
    });

  const placeholder = comment.body === null;
  return (
    <article
      id={commentElementId(comment.id)}
      tabIndex={-1}
      className={cn(
        'flex scroll-mt-24 gap-3 rounded-2xl p-2 outline-none ring-primary transition-shadow duration-1000 motion-reduce:transition-none',
        highlighted ? 'ring-2' : 'ring-0',
        comment.state === 'hidden' && 'opacity-75',
      )}
    >
      {author ? <PersonAvatar person={author} /> : <span aria-hidden="true" className="size-10 shrink-0" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
          {author?.username ? (
            <Link
              to={`/user/${encodeURIComponent(author.username)}`}
              dir="auto"
              className="font-semibold text-on-surface hover:underline"
            >
              {author.name}
            </Link>
          ) : author ? (
            <span dir="auto" className="font-semibold text-on-surface">
              {author.name}
            </span>
          ) : null}
          <time
            dateTime={comment.createdAt}
            title={new Date(comment.createdAt).toLocaleString(language)}
            className="text-on-surface-variant"
          >
            {formatRelativeTime(comment.createdAt, language)}
          </time>
          {comment.editedAt && !placeholder ? (
            <span className="text-on-surface-variant">{t('item.edited')}</span>
          ) : null}
          {comment.pinned ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-secondary-container px-2 py-0.5 font-medium text-on-secondary-container text-xs">
              <Pin aria-hidden="true" className="size-3" />
              {t('item.pinned')}
            </span>
          ) : null}
          {comment.state === 'hidden' && !placeholder ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-surface-variant px-2 py-0.5 text-on-surface-variant text-xs">
              <EyeOff aria-hidden="true" className="size-3" />
              {t('item.hiddenByOrganizer')}
            </span>
          ) : null}
        </header>
        {comment.replyTo ? (
          <p className="text-on-surface-variant text-xs">
            {t('item.inReplyTo')}{' '}
            <a
              href={`#${commentElementId(comment.replyTo.id)}`}
              dir="auto"
              className="font-medium text-primary hover:underline"
            >
              @{comment.replyTo.username ?? comment.replyTo.name}
            </a>
          </p>
        ) : null}
        {editing ? (
          <CommentEditForm comment={comment} onDone={() => setEditing(false)} />
        ) : placeholder ? (
          <p className="text-on-surface-variant italic">
            {comment.state === 'hidden' ? t('item.hidden') : t('item.removed')}
          </p>
        ) : (
          <CommentBody body={comment.body ?? ''} mentions={comment.mentions} />
        )}
        {editing || placeholder ? null : (
          <div className="-ms-2 flex items-center gap-1">
            {canComment && comment.state === 'visible' ? (
              <Button
                variant="ghost"
                size="compact"
                onClick={() => reply(comment)}
                aria-label={t('item.replyTo', { name: authorName })}
                className="text-on-surface-variant"
              >
                <Reply aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t('item.reply')}
              </Button>
            ) : null}
            <CommentMenu
              comment={comment}
              authorName={authorName}
              disabled={mark.isPending}
              onAction={onAction}
            />
          </div>
        )}
      </div>
      <DeleteCommentDialog
        open={confirming}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </article>
  );
}
