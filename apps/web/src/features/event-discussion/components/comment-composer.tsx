import { COMMENT_LIMITS, type Comment } from '@eventos/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { usePostComment } from '../api/use-comment-actions.ts';
import { bodyProblem, DISCUSSION_NAMESPACES, writeErrorText } from '../lib/comment-errors.ts';
import { useDiscussion } from './discussion-context.ts';
import { MentionTextarea } from './mention-textarea.tsx';

/** The count shows from here on, so the limit never comes as a surprise. */
const COUNT_FROM = COMMENT_LIMITS.body.max - 200;

interface CommentComposerProps {
  /** The comment answered (a reply), or none for a new comment. */
  parentId?: string;
  initialText?: string;
  label: string;
  /** The label is read by screen readers only (a reply box under its comment). */
  labelHidden?: boolean;
  submitLabel: string;
  autoFocus?: boolean;
  onPosted?: (comment: Comment) => void;
  onCancel?: () => void;
}

/**
 * A box to write a comment or a reply: @mentions offered while typing, the count near the limit,
 * "Comentar" disabled while sending; a refused text stays with the reason beside it.
 */
export function CommentComposer({
  parentId,
  initialText = '',
  label,
  labelHidden,
  submitLabel,
  autoFocus,
  onPosted,
  onCancel,
}: CommentComposerProps) {
  const { t } = useTranslation(['eventDiscussion', 'common']);
  const { eventId, viewer } = useDiscussion();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const post = usePostComment(eventId, viewer);

  useEffect(() => {
    const box = textarea.current;
    if (!autoFocus || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = bodyProblem(text);
    if (problem) {
      setError(t(problem, { ns: DISCUSSION_NAMESPACES }));
      textarea.current?.focus();
      return;
    }
    setError(null);
    post.mutate(
      { body: text.trim(), ...(parentId ? { parentId } : {}) },
      {
        onSuccess: (comment) => {
          setText('');
          // Queued without a connection: it shows as waiting until it is sent.
          if (comment) onPosted?.(comment);
          else onCancel?.();
        },
        onError: (failure) => {
          setError(writeErrorText(t, failure));
          textarea.current?.focus();
        },
      },
    );
  };

  const length = text.length;
  const hint =
    length >= COUNT_FROM ? t('composer.length', { length, max: COMMENT_LIMITS.body.max }) : undefined;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className={cn('font-medium text-on-surface text-sm', labelHidden && 'sr-only')}>
        {label}
      </label>
      <MentionTextarea
        id={id}
        name="body"
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        eventId={eventId}
        viewer={viewer}
        placeholder={t('composer.placeholder')}
        invalid={Boolean(error) || length > COMMENT_LIMITS.body.max}
        describedBy={fieldDescribedBy(id, error, hint)}
        textareaRef={textarea}
      />
      <div className="flex flex-col gap-1" aria-live="polite">
        <FieldMessages id={id} error={error} hint={hint} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="compact" onClick={onCancel} disabled={post.isPending}>
            {t('composer.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="compact" disabled={post.isPending}>
          {post.isPending ? t('composer.sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
