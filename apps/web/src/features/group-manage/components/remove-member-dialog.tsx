import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

interface RemoveMemberDialogProps {
  /** The person to remove; null keeps the dialog closed. */
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Remover do grupo?" asked once more (Radix AlertDialog: focus kept inside, Escape cancels). */
export function RemoveMemberDialog({ name, pending, onConfirm, onClose }: RemoveMemberDialogProps) {
  const { t } = useTranslation('groupManage');
  return (
    <AlertDialog.Root open={name !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2">
          <AlertDialog.Title className="font-semibold text-xl">
            {t('members.removeDialog.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-on-surface-variant">
            {t('members.removeDialog.text', { name: name ?? '' })}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                {t('members.removeDialog.keep')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {pending ? t('members.removeDialog.pending') : t('members.removeDialog.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
