import { EVENT_LIMITS } from '@eventos/domain';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommittedText } from '../../../../lib/use-committed-text.ts';
import { Button } from '../../../../ui/button.tsx';
import { SearchField } from '../../../../ui/search-field.tsx';
import { activeFilterCount, hasActiveFilters } from '../../lib/event-filters.ts';
import type { EventFiltersState } from '../../lib/use-event-filters.ts';
import { FilterFields } from './filter-fields.tsx';
import { FiltersSheet } from './filters-sheet.tsx';
import { ViewSwitch } from './view-switch.tsx';

/**
 * Search, filters and the view of /events. From tablet width the filters sit in the bar; on a
 * phone a button with the number of active filters opens them in a sheet.
 */
export function EventFiltersBar({ filters, update, clear }: EventFiltersState) {
  const { t } = useTranslation('events');
  const [sheetOpen, setSheetOpen] = useState(false);
  const search = useCommittedText(filters.q, (q) => update({ q }, { replace: true }));
  const count = activeFilterCount(filters);
  const showDates = filters.view !== 'calendar';
  const clearAll = () => {
    search.setText('');
    clear();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <search className="flex-1">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              search.commitNow();
            }}
          >
            <SearchField
              label={t('filters.search')}
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              placeholder={t('filters.searchPlaceholder')}
              enterKeyHint="search"
              maxLength={EVENT_LIMITS.search.max}
            />
          </form>
        </search>
        <Button
          variant="outline"
          className="tablet:hidden"
          aria-haspopup="dialog"
          aria-label={count > 0 ? t('filters.openWithCount', { count }) : t('filters.title')}
          onClick={() => setSheetOpen(true)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{t('filters.title')}</span>
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-on-primary text-xs"
            >
              {count}
            </span>
          ) : null}
        </Button>
      </div>
      <FilterFields
        filters={filters}
        update={update}
        showDates={showDates}
        className="hidden items-end gap-3 tablet:grid tablet:grid-cols-2 wide:grid-cols-3 desktop:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewSwitch view={filters.view} onChange={(view) => update({ view })} />
        {hasActiveFilters(filters) ? (
          <div className="flex items-center gap-2">
            {count > 0 ? (
              <p className="text-on-surface-variant text-sm">{t('filters.activeCount', { count })}</p>
            ) : null}
            <Button variant="ghost" size="compact" onClick={clearAll}>
              <X aria-hidden="true" className="size-4" />
              {t('filters.clear')}
            </Button>
          </div>
        ) : null}
      </div>
      {sheetOpen ? (
        <FiltersSheet
          filters={filters}
          update={update}
          onClear={clearAll}
          onClose={() => setSheetOpen(false)}
          showDates={showDates}
        />
      ) : null}
    </div>
  );
}
