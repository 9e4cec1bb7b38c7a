import { useId } from 'react';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the action runs (both buttons are disabled then). */
  pendingLabel?: string;
  pending?: boolean;
  /** The confirm button in the destructive colour (deleting). */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks "are you sure?" before an action; the texts come translated from the caller. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending = false,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog role="alertdialog" titleId={`${id}-title`} descriptionId={`${id}-text`} onClose={onClose}>
      <h2 id={`${id}-title`} className="font-semibold text-on-surface text-xl">
        {title}
      </h2>
      <p id={`${id}-text`} className="text-on-surface-variant">
        {description}
      </p>
      <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
