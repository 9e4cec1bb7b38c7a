import { LOCATION_SEARCH, type Location } from '@eventos/domain';
import { Plus, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { useAccessibilityOptions } from '../api/use-accessibility-options.ts';
import { DeleteLocationDialog } from '../components/delete-location-dialog.tsx';
import { LocationDialog } from '../components/location-dialog.tsx';
import { OwnLocationsSection } from '../components/own-locations-section.tsx';
import { PublicLocationsSection } from '../components/public-locations-section.tsx';

type Editing = { location: Location | null } | null;

/** /locations — the user's venues, a search that also finds other people's public venues, and the dialogs. */
export function LocationsPage() {
  const { t } = useTranslation('locations');
  usePageMeta(t('page.title'), t('page.lead'));
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), LOCATION_SEARCH.screenDebounceMs);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const options = useAccessibilityOptions();
  const optionNames = useMemo(
    () => new Map((options.data ?? []).map((option) => [option.id, option.name])),
    [options.data],
  );
  const add = () => setEditing({ location: null });

  return (
    <section aria-labelledby="locations-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 tablet:flex-row tablet:items-end tablet:justify-between">
        <div className="flex flex-col gap-2">
          <h1 id="locations-title" className="font-bold text-3xl text-on-background tracking-tight">
            {t('page.title')}
          </h1>
          <p className="max-w-prose text-on-surface-variant">{t('page.lead')}</p>
        </div>
        <Button onClick={add} className="self-start tablet:self-auto">
          <Plus aria-hidden="true" className="size-5" />
          {t('list.add')}
        </Button>
      </header>
      <search className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          {t('list.search')}
        </label>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute start-4 top-1/2 size-5 text-on-surface-variant"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          maxLength={100}
          className={`${controlClasses(false)} ps-12`}
        />
      </search>
      <section aria-labelledby="own-locations-title" className="flex flex-col gap-4">
        <h2
          id="own-locations-title"
          className={query ? 'font-semibold text-on-background text-xl' : 'sr-only'}
        >
          {t('list.ownTitle')}
        </h2>
        <OwnLocationsSection
          query={query}
          optionNames={optionNames}
          onAdd={add}
          onEdit={(location) => setEditing({ location })}
          onDelete={setDeleting}
        />
      </section>
      {query ? <PublicLocationsSection query={query} optionNames={optionNames} /> : null}
      {editing ? <LocationDialog location={editing.location} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteLocationDialog location={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
