import type { Location } from '@eventos/domain';
import { MapPinPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useOwnLocations } from '../api/use-own-locations.ts';
import { LocationGrid } from './location-grid.tsx';

interface OwnLocationsSectionProps {
  /** The settled search text ('' lists every venue). */
  query: string;
  optionNames: ReadonlyMap<string, string>;
  onAdd: () => void;
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}

/**
 * The caller's venues (spec §4 Locations list loading): a spinner while they load; a failure, or
 * 7 s without an answer, stops it with the network error toast and a retry button.
 */
export function OwnLocationsSection({
  query,
  optionNames,
  onAdd,
  onEdit,
  onDelete,
}: OwnLocationsSectionProps) {
  const { t } = useTranslation(['locations', 'fields']);
  const list = useOwnLocations(query);

  useEffect(() => {
    if (!list.error) return;
    toast({
      variant: 'destructive',
      title: t('list.loadFailed'),
      description: describeError(t, list.error, ['fields']),
    });
  }, [list.error, t]);

  if (list.isPending) {
    return <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />;
  }
  if (list.isError) {
    return (
      <StatusMessage
        role="alert"
        title={t('list.loadFailed')}
        description={describeError(t, list.error, ['fields'])}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  const items = list.data.items;
  if (items.length === 0 && query === '') {
    return (
      <StatusMessage
        icon={<MapPinPlus aria-hidden="true" className="size-10 text-primary" />}
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
        action={<Button onClick={onAdd}>{t('list.add')}</Button>}
      />
    );
  }
  if (items.length === 0) {
    return <p className="py-6 text-on-surface-variant">{t('list.noMatch', { query })}</p>;
  }
  return <LocationGrid locations={items} optionNames={optionNames} onEdit={onEdit} onDelete={onDelete} />;
}
