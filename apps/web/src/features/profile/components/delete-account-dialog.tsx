import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';

/** The word to type when the account has no username. */
export const DELETE_CONFIRM_WORD = 'EXCLUIR';

interface DeleteAccountDialogProps {
  username: string | null;
  pending: boolean;
  /** Translated failure text ('Erro ao excluir conta.'), shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks the user to type their username (or EXCLUIR) before the delete button works. */
export function DeleteAccountDialog({
  username,
  pending,
  error,
  onConfirm,
  onClose,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation('profile');
  const [typed, setTyped] = useState('');
  const word = username ?? DELETE_CONFIRM_WORD;
  const matches = typed.trim() === word;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !pending) onConfirm();
  };

  return (
    <ModalDialog titleId="delete-dialog-title" descriptionId="delete-dialog-text" onClose={onClose}>
      <h2 id="delete-dialog-title" className="font-semibold text-error text-xl">
        {t('delete.dialogTitle')}
      </h2>
      <p id="delete-dialog-text" className="text-on-surface-variant">
        {t('delete.dialogText')}
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="delete-confirm" className="font-medium text-sm">
            {t(username ? 'delete.typeUsername' : 'delete.typeWord', { word })}
          </label>
          <input
            id="delete-confirm"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            aria-describedby={error ? 'delete-error' : undefined}
            className={controlClasses(Boolean(error))}
          />
        </div>
        {error ? (
          <p
            id="delete-error"
            role="alert"
            className="rounded-xl bg-error-container px-4 py-3 text-on-error-container"
          >
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={!matches || pending} variant="danger">
            {pending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
