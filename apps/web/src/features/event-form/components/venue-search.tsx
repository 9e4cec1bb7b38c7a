import { EVENT_LIMITS, EVENT_VENUE_SEARCH } from '@eventos/domain';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { controlClasses } from '../../../ui/field-styles.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useVenueSearch } from '../api/use-venue-search.ts';
import type { VenueChoice } from '../lib/event-form-values.ts';
import { VenueOptionList } from './venue-option-list.tsx';

/** Other people's public venues by name or address: asked 500 ms after typing stops, 5 at most. */
export function VenueSearch({ onChoose }: { onChoose: (venue: VenueChoice) => void }) {
  const { t } = useTranslation(['step1', 'fields']);
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), EVENT_VENUE_SEARCH.debounceMs);
  const found = useVenueSearch(query);

  return (
    <search className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-on-surface text-sm">
        {t('venue.search')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute start-4 top-1/2 size-5 text-on-surface-variant"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('venue.searchPlaceholder')}
          autoComplete="off"
          maxLength={EVENT_LIMITS.search.max}
          className={`${controlClasses(false)} ps-12`}
        />
      </div>
      <div aria-live="polite">
        {query === '' ? null : found.isPending || (found.isFetching && found.isPlaceholderData) ? (
          <p className="flex items-center gap-2 text-on-surface-variant text-sm">
            <Spinner size="sm" />
            {t('venue.searching')}
          </p>
        ) : found.isError ? (
          <p role="alert" className="text-error text-sm">
            {describeError(t, found.error, ['fields'])}
          </p>
        ) : found.data.length === 0 ? (
          <p className="text-on-surface-variant text-sm">{t('venue.noResults')}</p>
        ) : (
          <VenueOptionList label={t('venue.results')} venues={found.data} onChoose={onChoose} />
        )}
      </div>
    </search>
  );
}
