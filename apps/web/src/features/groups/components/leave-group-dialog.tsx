import type { GroupVisibility } from '@eventos/domain';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

interface LeaveGroupDialogProps {
  open: boolean;
  name: string;
  visibility: GroupVisibility;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Sair do grupo?" asked once more (Radix AlertDialog: focus kept inside, Escape keeps the
 * membership). A private group can only be joined again with a new invitation: it says so.
 */
export function LeaveGroupDialog({
  open,
  name,
  visibility,
  pending,
  onConfirm,
  onClose,
}: LeaveGroupDialogProps) {
  const { t } = useTranslation('groups');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2">
          <AlertDialog.Title dir="auto" className="font-semibold text-xl">
            {t('leave.title', { name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-on-surface-variant">
            {t(visibility === 'private' ? 'leave.privateText' : 'leave.text')}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                {t('leave.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {pending ? t('leave.pending') : t('leave.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
