import type { EventDetail } from '@eventos/domain';
import { Ban, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useCancelEvent, useDeleteEvent } from '../api/end-event.ts';

type Asking = 'cancel' | 'delete' | null;

/**
 * "Cancelar evento" (it stays, marked cancelled; people see why it will not happen) and "Excluir
 * evento" (gone for good), each asked again in a confirmation.
 */
export function EventDangerZone({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['step2', 'fields']);
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const close = () => setAsking(null);
  const fail = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: describeError(t, error, ['fields']) });

  const confirmCancel = () =>
    cancel.mutate(event.id, {
      onSuccess: (cancelled) => {
        close();
        toast({ title: t('toast.cancelled') });
        navigate(`/events/${encodeURIComponent(cancelled.slug)}`);
      },
      onError: fail(t('toast.cancelFailed')),
    });

  const confirmDelete = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        close();
        toast({ title: t('toast.deleted') });
        navigate('/events', { replace: true });
      },
      onError: fail(t('toast.deleteFailed')),
    });

  return (
    <section
      aria-labelledby="event-danger-zone"
      className="flex flex-col gap-3 rounded-2xl border border-error/40 p-4 tablet:p-6"
    >
      <h2 id="event-danger-zone" className="font-semibold text-lg text-on-surface">
        {t('danger.title')}
      </h2>
      <p className="text-on-surface-variant text-sm">{t('danger.text')}</p>
      <div className="flex flex-col gap-2 tablet:flex-row">
        {event.cancelledAt ? null : (
          <Button variant="outline" onClick={() => setAsking('cancel')}>
            <Ban aria-hidden="true" className="size-5" />
            {t('actions.cancelEvent')}
          </Button>
        )}
        <Button variant="danger" onClick={() => setAsking('delete')}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('actions.deleteEvent')}
        </Button>
      </div>
      {asking === 'cancel' ? (
        <ConfirmDialog
          title={t('confirm.cancelTitle')}
          description={t('confirm.cancelText')}
          confirmLabel={t('confirm.cancelConfirm')}
          pendingLabel={t('confirm.cancelPending')}
          cancelLabel={t('confirm.keep')}
          pending={cancel.isPending}
          destructive
          onConfirm={confirmCancel}
          onClose={close}
        />
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title={t('confirm.deleteTitle')}
          description={t('confirm.deleteText')}
          confirmLabel={t('confirm.deleteConfirm')}
          pendingLabel={t('confirm.deletePending')}
          cancelLabel={t('confirm.keep')}
          pending={remove.isPending}
          destructive
          onConfirm={confirmDelete}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
