import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

interface CancelEventsDialogProps {
  open: boolean;
  /** How many of the selected events can be cancelled (published, not started). */
  count: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Cancelar eventos?" asked once more (Radix AlertDialog: focus kept inside, Escape keeps them). */
export function CancelEventsDialog({ open, count, pending, onConfirm, onClose }: CancelEventsDialogProps) {
  const { t, i18n } = useTranslation('organizingManage');
  const form = count === 1 ? 'one' : 'many';
  const n = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(count);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2">
          <AlertDialog.Title className="font-semibold text-xl">
            {t(`cancel.title.${form}`, { n })}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-on-surface-variant">
            {t(`cancel.text.${form}`, { n })}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                {t('cancel.keep')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {pending ? t('cancel.pending') : t(`cancel.confirm.${form}`, { n })}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
