import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

interface DeleteCommentDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Excluir comentário?" (Radix AlertDialog: focus kept inside, Escape deletes nothing). */
export function DeleteCommentDialog({ open, pending, onConfirm, onClose }: DeleteCommentDialogProps) {
  const { t } = useTranslation('eventDiscussion');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2">
          <AlertDialog.Title className="font-semibold text-xl">{t('delete.title')}</AlertDialog.Title>
          <AlertDialog.Description className="text-on-surface-variant">
            {t('delete.text')}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                {t('delete.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {pending ? t('delete.pending') : t('delete.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
