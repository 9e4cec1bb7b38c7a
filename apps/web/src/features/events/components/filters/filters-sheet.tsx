import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { ModalDialog } from '../../../../ui/modal-dialog.tsx';
import type { EventFilters } from '../../lib/event-filters.ts';
import type { EventFiltersState } from '../../lib/use-event-filters.ts';
import { FilterFields } from './filter-fields.tsx';

interface FiltersSheetProps {
  filters: EventFilters;
  update: EventFiltersState['update'];
  onClear: () => void;
  onClose: () => void;
  showDates: boolean;
}

/** The filters on a phone: a sheet from the bottom; the list behind follows each change. */
export function FiltersSheet({ filters, update, onClear, onClose, showDates }: FiltersSheetProps) {
  const { t } = useTranslation('events');
  const titleId = useId();
  return (
    <ModalDialog titleId={titleId} onClose={onClose}>
      <h2 id={titleId} className="font-semibold text-on-surface text-xl">
        {t('filters.title')}
      </h2>
      <FilterFields filters={filters} update={update} showDates={showDates} className="flex flex-col gap-4" />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onClear}>
          {t('filters.clear')}
        </Button>
        <Button onClick={onClose}>{t('filters.apply')}</Button>
      </div>
    </ModalDialog>
  );
}
