import { LOCATION_LIMITS } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field.tsx';
import type { LocationTextField, LocationValues } from '../lib/location-form-values.ts';

type NoteField = Extract<LocationTextField, 'reference' | 'additionalInfo' | 'howToGetThere' | 'parkingInfo'>;
const LONG_NOTES: readonly NoteField[] = ['additionalInfo', 'howToGetThere', 'parkingInfo'];

interface VenueNotesFieldsProps {
  values: LocationValues;
  errors: Partial<Record<NoteField, string>>;
  onChange: (field: NoteField, value: string) => void;
}

/** The optional notes: reference, additional info, how to get there, parking. */
export function VenueNotesFields({ values, errors, onChange }: VenueNotesFieldsProps) {
  const { t } = useTranslation('locations');
  return (
    <>
      <TextField
        name="reference"
        label={t('form.reference')}
        value={values.reference}
        onChange={(value) => onChange('reference', value)}
        error={errors.reference}
        maxLength={LOCATION_LIMITS.reference.max}
        dir="auto"
      />
      {LONG_NOTES.map((name) => (
        <TextField
          key={name}
          name={name}
          multiline
          rows={3}
          label={t(`form.${name}`)}
          value={values[name]}
          onChange={(value) => onChange(name, value)}
          error={errors[name]}
          maxLength={LOCATION_LIMITS.longText.max}
          dir="auto"
        />
      ))}
    </>
  );
}
