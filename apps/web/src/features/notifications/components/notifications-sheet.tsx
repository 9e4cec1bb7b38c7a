import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../ui/button.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';
import './notifications-sheet.css';

interface NotificationsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}

/**
 * The panel on a phone: a bottom sheet (Radix Dialog: focus kept inside, Escape and a tap outside
 * close it, focus goes back to the bell), at most 24rem high (spec §9), sliding in 0.22 s.
 */
export function NotificationsSheet({ open, onOpenChange, trigger }: NotificationsSheetProps) {
  const { t } = useTranslation('layout');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="notifications-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="notifications-sheet fixed inset-x-0 bottom-0 z-50 flex max-h-96 flex-col rounded-t-3xl bg-surface pb-[env(safe-area-inset-bottom)] text-on-surface shadow-xl focus:outline-none"
        >
          <div
            aria-hidden="true"
            className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-outline-variant"
          />
          <NotificationsPanel
            onNavigate={() => onOpenChange(false)}
            title={(text) => <Dialog.Title className="font-semibold text-lg">{text}</Dialog.Title>}
            closeButton={
              <Dialog.Close aria-label={t('notifications.close')} className={buttonClasses('ghost', 'icon')}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
