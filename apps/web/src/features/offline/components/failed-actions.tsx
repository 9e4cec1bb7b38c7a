import * as Dialog from '@radix-ui/react-dialog';
import { CircleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import type { StoredSyncItem } from '../../../lib/offline/sync-queue.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';

interface FailedActionsProps {
  items: readonly StoredSyncItem[];
  onDismiss: (id: number) => void;
  onRetry: (id: number) => void;
}

/** The reason the server gave, in the person's language when the code is known, else its pt-BR text. */
function useReason() {
  const { t } = useTranslation(['offline', 'fields', 'common']);
  return (item: StoredSyncItem) =>
    item.problem ? describeError(t, new ApiError(item.problem), ['fields']) : t('offline:failed.unreachable');
}

/**
 * "Algumas ações não puderam ser feitas" with "Ver": a dialog listing each action the server
 * refused (the event, what it was, why), with "Ver evento", "Dispensar", and "Tentar de novo" for
 * those that never reached it.
 */
export function FailedActions(props: FailedActionsProps) {
  const [open, setOpen] = useState(false);
  const empty = props.items.length === 0;
  // The last one dismissed or retried: the dialog closes (through Radix, which gives focus back).
  useEffect(() => {
    if (empty) setOpen(false);
  }, [empty]);
  // The API messages (the fields texts) load only when something was refused.
  if (empty && !open) return null;
  return <FailedActionsBar {...props} open={open} onOpenChange={setOpen} />;
}

function FailedActionsBar({
  items,
  onDismiss,
  onRetry,
  open,
  onOpenChange,
}: FailedActionsProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('offline');
  const reason = useReason();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <div className="flex items-center gap-3 bg-error-container px-4 py-1 text-on-error-container text-sm tablet:px-6">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        <p className="flex-1 font-medium">{t('failed.bar')}</p>
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="compact" className="text-on-error-container">
            {t('failed.view')}
          </Button>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col gap-4 overflow-y-auto rounded-t-3xl bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-on-surface shadow-xl focus:outline-none tablet:inset-auto tablet:top-1/2 tablet:left-1/2 tablet:w-full tablet:max-w-lg tablet:-translate-x-1/2 tablet:-translate-y-1/2 tablet:rounded-3xl">
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="font-bold text-lg">{t('failed.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('failed.close')} className={buttonClasses('ghost', 'icon', '-m-2')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-on-surface-variant text-sm">
            {t('failed.description')}
          </Dialog.Description>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 rounded-2xl border border-outline-variant p-4">
                <p className="font-semibold text-on-surface">{item.eventName}</p>
                <p className="text-on-surface-variant text-sm">{t(`kinds.${item.kind}`)}</p>
                <p className="text-error text-sm">{reason(item)}</p>
                <div className="flex flex-wrap gap-2">
                  <Dialog.Close asChild>
                    <Link
                      to={`/events/${encodeURIComponent(item.eventId)}`}
                      className={buttonClasses('outline', 'compact')}
                    >
                      {t('failed.viewEvent')}
                    </Link>
                  </Dialog.Close>
                  {item.problem?.code === 'network.unreachable' ? (
                    <Button variant="outline" size="compact" onClick={() => onRetry(item.id)}>
                      {t('failed.retry')}
                    </Button>
                  ) : null}
                  <Button variant="ghost" size="compact" onClick={() => onDismiss(item.id)}>
                    {t('failed.dismiss')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
