import { SPONSORSHIP_LIMITS, type Sponsorship } from '@eventos/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { describeError } from '../../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../../lib/forms/field-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { ModalDialog } from '../../../../ui/modal-dialog.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { type SponsorshipDecision, useDecideSponsorship } from '../api/sponsorship-decisions.ts';
import { validateDecisionNote } from '../lib/decision-note.ts';

const NAMESPACES = ['adminSponsorships', 'fields'] as const;
const MAX = SPONSORSHIP_LIMITS.note.max;

interface DecisionDialogProps {
  item: Sponsorship;
  decision: SponsorshipDecision;
  onClose: () => void;
}

/**
 * Approve, reject or end one sponsorship, with a note to the sponsor and the organiser (required to
 * reject). The message shows beside the note and what was typed stays; when someone else moved it
 * first the dialog closes with that reason and the lists are read again.
 */
export function DecisionDialog({ item, decision, onClose }: DecisionDialogProps) {
  const { t } = useTranslation(NAMESPACES);
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<unknown>(null);
  const decide = useDecideSponsorship();
  const name = item.sponsor.displayName;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const checked = validateDecisionNote(decision, note);
    if (!checked.ok) {
      setError(checked.error);
      form.querySelector<HTMLElement>('[name="note"]')?.focus();
      return;
    }
    setError(undefined);
    decide.mutate(
      { id: item.id, decision, note: checked.note },
      {
        onSuccess: () => {
          toast({ title: t(`done.${decision}`), description: name });
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 409) {
            toast({
              title: t('stale'),
              description: describeError(t, failure, NAMESPACES),
              variant: 'destructive',
            });
            onClose();
            return;
          }
          const found = apiFieldErrors(failure, ['note']);
          if (found?.note) setError(found.note);
          else setProblem(failure);
        },
      },
    );
  };

  return (
    <ModalDialog titleId={`${id}-title`} descriptionId={`${id}-text`} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="font-semibold text-on-surface text-xl">
            {t(`dialog.title.${decision}`)}
          </h2>
          <p id={`${id}-text`} className="text-on-surface-variant text-sm">
            <bdi>{name}</bdi> · <bdi>{item.event.name}</bdi>
          </p>
          <p className="text-on-surface-variant text-sm">{t(`dialog.text.${decision}`)}</p>
        </div>
        <TextField
          multiline
          rows={3}
          name="note"
          required={decision === 'reject'}
          label={t(decision === 'reject' ? 'dialog.reason' : 'dialog.note')}
          value={note}
          onChange={setNote}
          error={error ? t(error, { ns: NAMESPACES }) : undefined}
          maxLength={MAX}
          dir="auto"
          hint={t('dialog.noteHint', { count: note.length, max: MAX })}
        />
        {problem ? <FormAlert>{describeError(t, problem, NAMESPACES)}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={decide.isPending}>
            {t('dialog.back')}
          </Button>
          <Button
            type="submit"
            variant={decision === 'approve' ? 'primary' : 'danger'}
            disabled={decide.isPending}
          >
            {decide.isPending ? t('dialog.pending') : t(`dialog.confirm.${decision}`)}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
