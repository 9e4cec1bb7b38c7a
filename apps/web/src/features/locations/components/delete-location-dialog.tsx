import type { Location } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useDeleteLocation } from '../api/delete-location.ts';

/** A venue an event uses cannot go (spec §8): the API answers 409 location.in_use. */
function isInUse(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.code === 'location.in_use');
}

/** Spec §8: confirm first; then the venue goes, or stays with the reason in a toast. */
export function DeleteLocationDialog({ location, onClose }: { location: Location; onClose: () => void }) {
  const { t } = useTranslation(['locations', 'fields']);
  const remove = useDeleteLocation();

  const confirm = () =>
    remove.mutate(location.id, {
      onSuccess: () => toast({ title: t('toast.deleted', { name: location.name }) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t(isInUse(error) ? 'location.in_use' : 'location.delete_failed', { ns: 'fields' }),
        }),
      onSettled: onClose,
    });

  return (
    <ConfirmDialog
      title={t('delete.title')}
      description={t('delete.text', { name: location.name })}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.deleting')}
      cancelLabel={t('form.cancel')}
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
