import type { EventCard, MyAttendance } from '@eventos/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { CloudCheck, ScanLine, X } from 'lucide-react';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { formatEventDate } from '../../events/lib/format-event-date.ts';
import { useTicketSaved } from '../lib/use-ticket-saved.ts';

// The QR library loads only when a ticket opens, not with the page.
const TicketQr = lazy(() => import('./ticket-qr.tsx'));

interface TicketDialogProps {
  event: EventCard;
  ticket: MyAttendance & { ticketCode: string };
  trigger: ReactElement;
}

/** "Ver ingresso": the ticket's QR code and code, the event's name and date, in a Radix Dialog. */
export function TicketDialog({ event, ticket, trigger }: TicketDialogProps) {
  const { t, i18n } = useTranslation('participating');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const when = formatEventDate(event.startDatetime, language);
  const checkedInAt = ticket.checkedInAt ? formatEventDate(ticket.checkedInAt, language) : null;
  const qrLabel = t('ticket.qr', { code: ticket.ticketCode });
  const [open, setOpen] = useState(false);
  const saved = useTicketSaved(event.id, open);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col items-center gap-4 overflow-y-auto rounded-t-3xl bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center text-on-surface shadow-xl focus:outline-none tablet:inset-auto tablet:top-1/2 tablet:left-1/2 tablet:w-full tablet:max-w-md tablet:-translate-x-1/2 tablet:-translate-y-1/2 tablet:rounded-3xl">
          <div className="flex w-full items-start justify-between gap-2">
            <p className="font-medium text-on-surface-variant text-sm uppercase tracking-wide">
              {t('ticket.title')}
            </p>
            <Dialog.Close aria-label={t('ticket.close')} className={buttonClasses('ghost', 'icon', '-m-2')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="font-bold text-on-surface text-xl leading-snug">{event.name}</Dialog.Title>
          {when ? (
            <p className="-mt-2 font-medium text-primary text-sm">
              <time dateTime={event.startDatetime}>{when}</time>
            </p>
          ) : null}
          <div className="grid w-full place-items-center rounded-2xl bg-white p-3">
            <Suspense
              fallback={
                <div role="status" className="grid aspect-square w-full max-w-64 place-items-center">
                  <Spinner size="lg" />
                  <span className="sr-only">{t('ticket.qrLoading')}</span>
                </div>
              }
            >
              <TicketQr code={ticket.ticketCode} label={qrLabel} />
            </Suspense>
          </div>
          <div className="flex flex-col items-center gap-1">
            <p className="text-on-surface-variant text-xs">{t('ticket.code')}</p>
            <p
              dir="ltr"
              translate="no"
              data-testid="ticket-code"
              className="select-all font-bold font-mono text-3xl text-on-surface tracking-[0.2em]"
            >
              {ticket.ticketCode}
            </p>
          </div>
          {checkedInAt ? (
            <p className="rounded-full bg-primary-container px-3 py-1 font-medium text-on-primary-container text-sm">
              {t('ticket.checkedInAt', { when: checkedInAt })}
            </p>
          ) : null}
          {saved ? (
            <p
              data-testid="ticket-saved"
              className="flex items-center gap-1.5 text-on-surface-variant text-sm"
            >
              <CloudCheck aria-hidden="true" className="size-4 shrink-0" />
              {t('offline.ticketSaved')}
            </p>
          ) : null}
          <Dialog.Description className="flex items-start gap-2 text-start text-on-surface-variant text-sm">
            <ScanLine aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('ticket.note')}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
