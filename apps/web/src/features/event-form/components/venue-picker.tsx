import { MapPin, Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useOwnLocations } from '../../locations/api/use-own-locations.ts';
import type { VenueChoice } from '../lib/event-form-values.ts';
import { newVenue, venueChoiceOf } from '../lib/venue-choice.ts';
import { VenueOptionList } from './venue-option-list.tsx';
import { VenueSearch } from './venue-search.tsx';

/** The venues feature's "new venue" dialog, loaded when first opened. */
const LocationDialog = lazy(async () => ({
  default: (await import('../../locations/components/location-dialog.tsx')).LocationDialog,
}));

interface VenuePickerProps {
  value: VenueChoice | null;
  onChange: (venue: VenueChoice | null) => void;
  error?: string | undefined;
}

/**
 * Where a presencial or hybrid event happens: one of the organiser's venues, a public venue found
 * by search, or a new one registered right here (it is chosen as soon as it is saved).
 */
export function VenuePicker({ value, onChange, error }: VenuePickerProps) {
  const { t } = useTranslation('step1');
  const id = useId();
  const own = useOwnLocations('');
  const [creating, setCreating] = useState(false);
  // Ids of the venues before the dialog opened: the one that appears after it is the new one.
  const before = useRef<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (!before.current || !own.data || creating) return;
    const created = newVenue(before.current, own.data.items);
    if (created) {
      before.current = null;
      onChange(venueChoiceOf(created));
    }
  }, [own.data, creating, onChange]);

  const openDialog = () => {
    before.current = new Set((own.data?.items ?? []).map((location) => location.id));
    setCreating(true);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={fieldDescribedBy(id, error)}>
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{t('venue.label')}</legend>
      {value ? (
        <div className="flex flex-col gap-3 rounded-xl border border-primary bg-primary/8 p-4 tablet:flex-row tablet:items-center">
          <MapPin aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <p className="flex min-w-0 flex-1 flex-col">
            <span className="sr-only">{t('venue.chosen')}: </span>
            <span dir="auto" className="font-semibold text-on-surface">
              {value.name}
            </span>
            {value.place ? (
              <span dir="auto" className="text-on-surface-variant text-sm">
                {value.place}
              </span>
            ) : null}
          </p>
          <Button variant="outline" size="compact" name="locationId" onClick={() => onChange(null)}>
            {t('venue.change')}
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <h3 className="font-medium text-on-surface-variant text-sm">{t('venue.own')}</h3>
            {own.isPending ? (
              <p className="flex items-center gap-2 text-on-surface-variant text-sm">
                <Spinner size="sm" />
                {t('venue.ownLoading')}
              </p>
            ) : own.isError ? (
              <p role="alert" className="flex flex-wrap items-center gap-2 text-error text-sm">
                {t('venue.ownFailed')}
                <Button variant="ghost" size="compact" onClick={() => void own.refetch()}>
                  {t('venue.retry')}
                </Button>
              </p>
            ) : own.data.items.length === 0 ? (
              <p className="text-on-surface-variant text-sm">{t('venue.ownEmpty')}</p>
            ) : (
              <VenueOptionList label={t('venue.own')} venues={own.data.items} onChoose={onChange} />
            )}
          </div>
          <VenueSearch onChoose={onChange} />
          <Button variant="outline" onClick={openDialog} className="self-start">
            <Plus aria-hidden="true" className="size-5" />
            {t('venue.create')}
          </Button>
        </>
      )}
      <FieldMessages id={id} error={error} />
      {creating ? (
        <Suspense fallback={null}>
          <LocationDialog location={null} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
