import { LOCATION_LIMITS } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { LocationTextField, LocationValues } from '../lib/location-form-values.ts';

type AddressField = Extract<
  LocationTextField,
  'postalCode' | 'address' | 'number' | 'city' | 'state' | 'country'
>;

interface AddressFieldsProps {
  values: LocationValues;
  /** Translated error text per field. */
  errors: Partial<Record<AddressField, string>>;
  onChange: (field: AddressField, value: string) => void;
  /** A CEP lookup is under way. */
  lookingUp: boolean;
}

/** CEP (with its lookup's progress), street, number, city, state and country. */
export function AddressFields({ values, errors, onChange, lookingUp }: AddressFieldsProps) {
  const { t } = useTranslation('locations');
  const field = (name: AddressField, maxLength: number) => ({
    name,
    label: t(`form.${name}`),
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    error: errors[name],
    maxLength,
    required: true,
  });
  return (
    <>
      <TextField
        {...field('postalCode', 9)}
        autoComplete="postal-code"
        dir="ltr"
        hint={
          lookingUp ? (
            <span role="status" className="inline-flex items-center gap-2">
              <Spinner size="sm" />
              {t('form.lookingUpPostalCode')}
            </span>
          ) : (
            t('form.postalCodeHint')
          )
        }
      />
      <div className="grid gap-4 tablet:grid-cols-[1fr_8rem]">
        <TextField
          {...field('address', LOCATION_LIMITS.address.max)}
          autoComplete="address-line1"
          dir="auto"
        />
        <TextField {...field('number', LOCATION_LIMITS.number.max)} dir="auto" />
      </div>
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField {...field('city', LOCATION_LIMITS.city.max)} autoComplete="address-level2" dir="auto" />
        <TextField {...field('state', LOCATION_LIMITS.state.max)} autoComplete="address-level1" dir="auto" />
      </div>
      <TextField {...field('country', LOCATION_LIMITS.country.max)} autoComplete="country-name" dir="auto" />
    </>
  );
}
