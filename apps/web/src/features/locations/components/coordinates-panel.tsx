import { openStreetMapLinks } from '@eventos/domain';
import { Check, Search } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { LocationValues, MapPoint } from '../lib/location-form-values.ts';
import { SeeOnMapLink } from './see-on-map-link.tsx';

/** Leaflet loads with the map, only once the form shows it. */
const VenuePinMap = lazy(() => import('./venue-pin-map.tsx'));

type CoordinateField = 'latitude' | 'longitude';

/** Why the last search found no point: its text, and whether the geocoder failed (or the input). */
export interface SearchError {
  text: string;
  geocoder: boolean;
}

interface CoordinatesPanelProps {
  values: Pick<LocationValues, CoordinateField>;
  /** Both coordinates as numbers on the globe, or null. */
  point: MapPoint | null;
  onChange: (field: CoordinateField, value: string) => void;
  /** The user put the pin on the map. */
  onPlace: (point: MapPoint) => void;
  /** Runs the "find on map" search of the typed address. */
  onSearch: () => void;
  searching: boolean;
  /** Failure of the last search. */
  searchError: SearchError | null;
  /** Translated problems of the typed coordinates. */
  errors: Partial<Record<CoordinateField, string>>;
}

/**
 * The venue's point: the button that looks the typed address up, a map to place or drag the pin
 * by hand (no geocoder needed) and the latitude and longitude fields, the keyboard's way to set it.
 * A failed search says why and how to go on; it never stops the form from being saved.
 */
export function CoordinatesPanel(props: CoordinatesPanelProps) {
  const { values, point, onChange, onPlace, onSearch, searching, searchError, errors } = props;
  const { t } = useTranslation('locations');
  const hintId = useId();
  return (
    <section
      aria-label={t('form.coordinates')}
      className="flex flex-col gap-3 rounded-xl border border-outline-variant p-4"
    >
      <p
        role="status"
        className={
          point
            ? 'inline-flex items-center gap-1.5 font-medium text-sm text-success'
            : 'text-on-surface-variant text-sm'
        }
      >
        {point ? <Check aria-hidden="true" className="size-4" /> : null}
        {t(point ? 'form.locationFound' : 'form.locationMissing')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="compact" onClick={onSearch} disabled={searching}>
          {searching ? <Spinner size="sm" /> : <Search aria-hidden="true" className="size-4" />}
          {t(searching ? 'form.findingOnMap' : 'form.findOnMap')}
        </Button>
        {point ? <SeeOnMapLink href={openStreetMapLinks(point.latitude, point.longitude).mapsUrl} /> : null}
      </div>
      {searchError ? (
        <div role="alert" className="flex flex-col gap-1 text-sm">
          <p className="text-error">{searchError.text}</p>
          {searchError.geocoder ? (
            <p className="text-on-surface-variant">{t('form.searchFailedHint')}</p>
          ) : null}
        </div>
      ) : null}
      <p id={hintId} className="text-on-surface-variant text-sm">
        {t('form.mapHint')}
      </p>
      <Suspense
        fallback={
          <div className="grid h-60 place-items-center rounded-xl border border-outline-variant bg-surface-variant">
            <Spinner />
          </div>
        }
      >
        <VenuePinMap point={point} onPlace={onPlace} describedBy={hintId} />
      </Suspense>
      <div className="grid grid-cols-2 gap-3">
        {(['latitude', 'longitude'] as const).map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`form.${field}`)}
            value={values[field]}
            onChange={(value) => onChange(field, value)}
            error={errors[field]}
            maxLength={24}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
          />
        ))}
      </div>
    </section>
  );
}
