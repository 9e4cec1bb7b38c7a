import { openStreetMapLinks } from '@eventos/domain';
import { Check, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SeeOnMapLink } from './see-on-map-link.tsx';

interface CoordinatesPanelProps {
  latitude: number | undefined;
  longitude: number | undefined;
  /** Runs the "find on map" search of the typed address. */
  onSearch: () => void;
  searching: boolean;
  /** Translated failure of the last search. */
  error: string | null;
}

const show = (n: number) => n.toFixed(6);

/** The venue's point (read-only), the see-on-map link and the button that looks the address up. */
export function CoordinatesPanel({ latitude, longitude, onSearch, searching, error }: CoordinatesPanelProps) {
  const { t } = useTranslation('locations');
  const found = latitude !== undefined && longitude !== undefined;
  return (
    <section
      aria-label={t('form.coordinates')}
      className="flex flex-col gap-3 rounded-xl border border-outline-variant p-4"
    >
      {found ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="inline-flex items-center gap-1.5 font-medium text-success">
            <Check aria-hidden="true" className="size-4" />
            {t('form.locationFound')}
          </p>
          <p className="text-on-surface-variant" dir="ltr">
            <span className="sr-only">{t('form.coordinates')}: </span>
            {t('form.latitude')} {show(latitude)}, {t('form.longitude')} {show(longitude)}
          </p>
          <SeeOnMapLink href={openStreetMapLinks(latitude, longitude).mapsUrl} className="self-start" />
        </div>
      ) : (
        <p className="text-on-surface-variant text-sm">{t('form.locationMissing')}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="compact" onClick={onSearch} disabled={searching}>
          {searching ? <Spinner size="sm" /> : <Search aria-hidden="true" className="size-4" />}
          {t(searching ? 'form.findingOnMap' : 'form.findOnMap')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </section>
  );
}
