import type { Comment } from '@eventos/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useEditComment } from '../api/use-comment-actions.ts';
import { bodyProblem, DISCUSSION_NAMESPACES, writeErrorText } from '../lib/comment-errors.ts';
import { useDiscussion } from './discussion-context.ts';
import { MentionTextarea } from './mention-textarea.tsx';

/** The author's text in a box, in place of the comment, with Salvar and Cancelar. */
export function CommentEditForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { t } = useTranslation(['eventDiscussion', 'common']);
  const { eventId, viewer } = useDiscussion();
  const id = useId();
  const [text, setText] = useState(comment.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const edit = useEditComment(eventId);

  useEffect(() => {
    const box = textarea.current;
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = bodyProblem(text);
    if (problem) {
      setError(t(problem, { ns: DISCUSSION_NAMESPACES }));
      return;
    }
    if (text.trim() === comment.body) {
      onDone();
      return;
    }
    edit.mutate(
      { id: comment.id, body: text.trim() },
      {
        onSuccess: () => {
          toast({ title: t('toast.edited') });
          onDone();
        },
        onError: (failure) => setError(writeErrorText(t, failure)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {t('edit.label')}
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
        invalid={Boolean(error)}
        describedBy={fieldDescribedBy(id, error)}
        textareaRef={textarea}
      />
      <FieldMessages id={id} error={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="compact" onClick={onDone} disabled={edit.isPending}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" size="compact" disabled={edit.isPending}>
          {edit.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
