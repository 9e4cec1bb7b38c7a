import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../ui/button.tsx';

interface CancelAttendanceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** On the waitlist the person loses their place; going, their seat goes to someone else. */
  waitlisted: boolean;
  pending: boolean;
  onConfirm: () => void;
}

/** "Cancelar presença?" asked once more (Radix Dialog: focus kept inside, Escape closes). */
export function CancelAttendanceDialog({
  open,
  onOpenChange,
  waitlisted,
  pending,
  onConfirm,
}: CancelAttendanceDialogProps) {
  const { t } = useTranslation('eventDetails');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2"
        >
          <Dialog.Title className="font-semibold text-xl">{t('attendance.confirmCancel.title')}</Dialog.Title>
          <Dialog.Description className="text-on-surface-variant">
            {t(waitlisted ? 'attendance.confirmCancel.waitlisted' : 'attendance.confirmCancel.going')}
          </Dialog.Description>
          <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={pending}>
                {t('attendance.confirmCancel.keep')}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {pending ? t('attendance.confirmCancel.pending') : t('attendance.confirmCancel.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
