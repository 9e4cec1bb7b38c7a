import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePublicLocations } from '../api/use-public-locations.ts';
import { LocationGrid } from './location-grid.tsx';

/** Public venues of other people matching the search (read-only cards). */
export function PublicLocationsSection({
  query,
  optionNames,
}: {
  query: string;
  optionNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation(['locations', 'fields']);
  const found = usePublicLocations(query);
  return (
    <section aria-labelledby="public-locations-title" className="flex flex-col gap-4">
      <h2 id="public-locations-title" className="font-semibold text-on-background text-xl">
        {t('public.title')}
      </h2>
      {found.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-on-surface-variant">
          <Spinner size="sm" />
          {t('common:loading')}
        </p>
      ) : found.isError ? (
        <p role="alert" className="text-error">
          {describeError(t, found.error, ['fields'])}
        </p>
      ) : found.data.length === 0 ? (
        <p className="text-on-surface-variant">{t('public.none', { query })}</p>
      ) : (
        <LocationGrid locations={found.data} optionNames={optionNames} />
      )}
    </section>
  );
}
