import type { Theme } from '@eventos/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { useDeleteTheme, useSetThemeActive, useSetThemeSelected } from '../api/theme-mutations.ts';
import { useThemes } from '../api/use-themes.ts';
import { ThemeRow } from './theme-row.tsx';

/**
 * The themes, priority first, as a table (it scrolls sideways on a phone): each one's status
 * switch, selection (one at a time), edit and delete with a confirmation.
 */
export function ThemeList({ onEdit, onCreate }: { onEdit: (id: string) => void; onCreate: () => void }) {
  const { t } = useTranslation('themes');
  const themes = useThemes();
  const setActive = useSetThemeActive();
  const setSelected = useSetThemeSelected();
  const remove = useDeleteTheme();
  const [deleting, setDeleting] = useState<Theme | null>(null);

  if (themes.isPending) {
    return <StatusMessage role="status" icon={<Spinner />} title={t('list.loading')} />;
  }
  if (themes.isError) {
    return (
      <StatusMessage
        role="alert"
        title={t('list.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void themes.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  if (themes.data.length === 0) {
    return (
      <StatusMessage
        title={t('list.empty')}
        action={<Button onClick={onCreate}>{t('list.createFirst')}</Button>}
      />
    );
  }

  const toggleActive = (theme: Theme, isActive: boolean) =>
    setActive.mutate(
      { id: theme.id, isActive },
      {
        onSuccess: () =>
          toast({
            title: t(isActive ? 'toast.activated.title' : 'toast.deactivated.title'),
            description: t(isActive ? 'toast.activated.description' : 'toast.deactivated.description', {
              name: theme.name,
            }),
          }),
        onError: () => toast({ title: t('toast.statusFailed'), variant: 'destructive' }),
      },
    );

  const toggleSelected = (theme: Theme, selected: boolean) =>
    setSelected.mutate(
      { id: theme.id, selected },
      {
        onSuccess: () =>
          toast({
            title: t(selected ? 'toast.selected.title' : 'toast.unselected.title'),
            description: t(selected ? 'toast.selected.description' : 'toast.unselected.description', {
              name: theme.name,
            }),
          }),
        onError: () => toast({ title: t('toast.selectFailed'), variant: 'destructive' }),
      },
    );

  const confirmDelete = (theme: Theme) =>
    remove.mutate(theme.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: t('toast.deleted.title'),
          description: t('toast.deleted.description', { name: theme.name }),
        });
      },
      onError: () => {
        setDeleting(null);
        toast({ title: t('toast.deleteFailed'), variant: 'destructive' });
      },
    });

  const busyId =
    (setActive.isPending && setActive.variables?.id) || (setSelected.isPending && setSelected.variables?.id);
  const head = 'px-3 py-2 font-medium text-on-surface-variant text-sm';

  return (
    <>
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full min-w-[44rem] border-collapse">
          <caption className="sr-only">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} text-start`}>
                {t('list.columns.name')}
              </th>
              <th scope="col" className={`${head} text-start`}>
                {t('list.columns.period')}
              </th>
              <th scope="col" className={`${head} text-start`}>
                {t('list.columns.priority')}
              </th>
              <th scope="col" className={`${head} text-start`}>
                {t('list.columns.status')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('list.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {themes.data.map((theme) => (
              <ThemeRow
                key={theme.id}
                theme={theme}
                busy={busyId === theme.id}
                onToggleActive={(isActive) => toggleActive(theme, isActive)}
                onToggleSelected={(selected) => toggleSelected(theme, selected)}
                onEdit={() => onEdit(theme.id)}
                onDelete={() => setDeleting(theme)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {deleting ? (
        <ConfirmDialog
          title={t('delete.title')}
          description={t('delete.description', { name: deleting.name })}
          confirmLabel={t('delete.confirm')}
          pendingLabel={t('delete.pending')}
          cancelLabel={t('delete.cancel')}
          pending={remove.isPending}
          destructive
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
