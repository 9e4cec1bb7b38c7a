import {
  type GeocodingResult,
  LOCATION_LIMITS,
  type Location,
  locationFormSchema,
  locationInputSchema,
} from '@eventos/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, focusFirstError, issuesToErrors } from '../../../lib/forms/field-errors.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useGeocodeAddress } from '../api/geocode-address.ts';
import { useAccessibilityOptions } from '../api/use-accessibility-options.ts';
import { describeGeocodeError } from '../lib/describe-geocode-error.ts';
import {
  addressSearchText,
  applyPostalCodeResult,
  initialLocationValues,
  LOCATION_FIELDS,
  type LocationField,
  type LocationValues,
  type MapPoint,
  pointOf,
  pointValues,
  toLocationForm,
} from '../lib/location-form-values.ts';
import { usePostalCodeLookup } from '../lib/use-postal-code-lookup.ts';
import { useSaveLocation } from '../lib/use-save-location.ts';
import { AccessibilitySelector } from './accessibility-selector.tsx';
import { AddressFields } from './address-fields.tsx';
import { CoordinatesPanel, type SearchError } from './coordinates-panel.tsx';
import { VenueNotesFields } from './venue-notes-fields.tsx';

interface LocationFormProps {
  /** The venue being edited, or null for a new one. */
  location: Location | null;
  isPublic: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The venue form (spec §5 Location). Errors show beside their fields and what was typed stays.
 * A CEP of 8 or 9 characters fills the address and the point; "find on map" looks the typed
 * address up instead; the pin can also be placed on the map or the coordinates typed, so a venue
 * is saved with its typed address even when no geocoder answers. Editing the address after a
 * search keeps the point found: the user often only adds details (a number, a typo) that do not
 * move the venue, and can search again when it did move. Submitting needs a signed-in session and
 * a point.
 */
export function LocationForm({ location, isPublic, onSaved, onCancel }: LocationFormProps) {
  const { t } = useTranslation(['locations', 'fields']);
  const session = useSession();
  const [values, setValues] = useState<LocationValues>(() => initialLocationValues(location));
  const [errors, setErrors] = useState<FieldErrors<LocationField>>({});
  const [mapError, setMapError] = useState<SearchError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const options = useAccessibilityOptions();
  const geocode = useGeocodeAddress();
  const { save, saving } = useSaveLocation(location, {
    onSaved,
    onFieldErrors: (found) => {
      setErrors(found);
      focusFirstError(formRef.current, LOCATION_FIELDS, found);
    },
  });

  const postalCode = usePostalCodeLookup((found: GeocodingResult) => {
    setValues((current) => applyPostalCodeResult(current, found));
    setErrors((e) => ({ ...e, address: undefined, number: undefined, city: undefined, state: undefined }));
    setMapError(null);
  });

  // The dialog focuses its first control once; the form comes after the type step, so focus it here.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  const change = <F extends keyof LocationValues>(field: F, value: LocationValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'postalCode') postalCode.onTyped(value as string);
  };

  const findOnMap = () => {
    const q = addressSearchText(values);
    if (q.length < 3) {
      setMapError({ text: t('validation.geocode.address.too_short', { ns: 'fields' }), geocoder: false });
      return;
    }
    setMapError(null);
    geocode.mutate(q, {
      onSuccess: (found) => setPoint(found),
      onError: (error) => setMapError({ text: describeGeocodeError(t, error), geocoder: true }),
    });
  };

  /** A point found by a search or placed on the map fills both coordinates. */
  const setPoint = (found: MapPoint) => {
    setValues((v) => ({ ...v, ...pointValues(found) }));
    setErrors((e) => ({ ...e, latitude: undefined, longitude: undefined }));
    setMapError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = locationFormSchema.safeParse(toLocationForm(values, isPublic));
    if (!parsed.success) {
      const found = issuesToErrors<LocationField>(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, LOCATION_FIELDS, found);
      return;
    }
    setErrors({});
    if (session.status !== 'authenticated') {
      toast({ variant: 'destructive', title: t('location.unauthenticated', { ns: 'fields' }) });
      return;
    }
    const input = locationInputSchema.safeParse(parsed.data);
    if (!input.success) {
      toast({
        variant: 'destructive',
        title: t('validation.location.coordinates.required', { ns: 'fields' }),
      });
      return;
    }
    save(input.data);
  };

  const text = (code: string | undefined) => (code ? t(code, { ns: 'fields' }) : undefined);
  const errorTexts = Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, text(code)]),
  ) as Partial<Record<LocationField, string>>;
  errorTexts.postalCode ??= postalCode.error ? describeGeocodeError(t, postalCode.error) : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        name="name"
        label={t('form.name')}
        value={values.name}
        onChange={(v) => change('name', v)}
        error={errorTexts.name}
        maxLength={LOCATION_LIMITS.name.max}
        required
        dir="auto"
      />
      <AddressFields values={values} errors={errorTexts} onChange={change} lookingUp={postalCode.pending} />
      <CoordinatesPanel
        values={values}
        point={pointOf(values)}
        onChange={change}
        onPlace={setPoint}
        onSearch={findOnMap}
        searching={geocode.isPending}
        searchError={mapError}
        errors={{ latitude: errorTexts.latitude, longitude: errorTexts.longitude }}
      />
      <VenueNotesFields values={values} errors={errorTexts} onChange={change} />
      {options.data ? (
        <AccessibilitySelector
          options={options.data}
          value={values.accessibilityOptions}
          onChange={(ids) => change('accessibilityOptions', ids)}
          error={errorTexts.accessibilityOptions}
        />
      ) : options.isError ? (
        <p role="alert" className="text-error text-sm">
          {t('form.accessibilityLoadFailed')}
        </p>
      ) : null}
      {/* Sticks to the dialog's very edge, covering its padding, so nothing shows through below. */}
      <div className="sticky -bottom-6 -mb-6 flex flex-col-reverse gap-2 bg-surface pt-2 pb-6 tablet:flex-row tablet:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {t(saving ? 'form.saving' : 'form.save')}
        </Button>
      </div>
    </form>
  );
}
