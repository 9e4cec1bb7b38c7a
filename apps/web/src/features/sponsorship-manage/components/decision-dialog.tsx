import { SPONSORSHIP_LIMITS, type Sponsorship, sponsorshipDecisionInputSchema } from '@eventos/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors, issuesToErrors } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { type Decision, useDecideSponsorship } from '../api/sponsorship-decision.ts';

interface DecisionDialogProps {
  sponsorship: Sponsorship;
  decision: Decision;
  onClose: () => void;
}

/**
 * 'Aceitar' or 'Recusar' a request, with an optional note to the sponsor. A refusal from the server
 * (the tier filled up, the request changed meanwhile) is shown here and the note is kept.
 */
export function DecisionDialog({ sponsorship, decision, onClose }: DecisionDialogProps) {
  const { t } = useTranslation(['sponsorshipManage', 'fields']);
  const id = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const decide = useDecideSponsorship();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sponsorshipDecisionInputSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(issuesToErrors<'note'>(parsed.error.issues).note);
      return;
    }
    decide.mutate(
      { sponsorshipId: sponsorship.id, decision, note: parsed.data.note },
      {
        onSuccess: onClose,
        onError: (error) => setNoteError(apiFieldErrors(error, ['note'])?.note),
      },
    );
  };

  const names = { name: sponsorship.sponsor.displayName, tier: sponsorship.tier.name };
  const problem =
    decide.isError && !apiFieldErrors(decide.error, ['note'])
      ? describeError(t, decide.error, ['fields'])
      : null;

  return (
    <ModalDialog titleId={`${id}-title`} descriptionId={`${id}-text`} onClose={onClose}>
      <h2 id={`${id}-title`} className="font-semibold text-on-surface text-xl">
        {t(decision === 'accept' ? 'decision.acceptTitle' : 'decision.declineTitle')}
      </h2>
      <p id={`${id}-text`} className="text-on-surface-variant">
        {t(decision === 'accept' ? 'decision.acceptText' : 'decision.declineText', names)}
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <TextField
          name="note"
          label={t('decision.note')}
          value={note}
          onChange={(value) => {
            setNote(value);
            setNoteError(undefined);
          }}
          error={noteError ? t(noteError, { ns: 'fields' }) : undefined}
          maxLength={SPONSORSHIP_LIMITS.note.max}
          multiline
          rows={3}
          dir="auto"
        />
        <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={decide.isPending}>
            {t('decision.cancel')}
          </Button>
          <Button
            type="submit"
            variant={decision === 'accept' ? 'primary' : 'danger'}
            disabled={decide.isPending}
            aria-busy={decide.isPending}
          >
            {decide.isPending
              ? t('decision.pending')
              : t(decision === 'accept' ? 'decision.confirmAccept' : 'decision.confirmDecline')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
