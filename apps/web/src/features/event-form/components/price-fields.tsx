import { describePriceRange, parsePriceToCents } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field.tsx';
import type { StepFieldsProps } from '../lib/form-props.ts';
import { ToggleField } from './toggle-field.tsx';

/** Both price boxes: amounts typed in reais, written left to right. */
const PRICE_INPUT = { autoComplete: 'off', maxLength: 16, dir: 'ltr' } as const;

/** Free or paid; a paid event has a price, or a range, typed in reais ('25' or '1.234,50'). */
export function PriceFields({ values, change, errors }: StepFieldsProps) {
  const { t, i18n } = useTranslation('step2');
  const min = parsePriceToCents(values.priceMin);
  const max = parsePriceToCents(values.priceMax);
  const shown = describePriceRange(min, max, i18n.resolvedLanguage ?? 'pt-BR');
  const preview =
    shown.kind === 'free' ? null : shown.kind === 'single' ? shown.price : `${shown.min} – ${shown.max}`;

  return (
    <div className="flex flex-col gap-4">
      <ToggleField
        name="isPaid"
        label={t('fields.isPaid')}
        description={t('fields.isPaidHint')}
        checked={values.isPaid}
        onChange={(paid) => change('isPaid', paid)}
      />
      {values.isPaid ? (
        <>
          <div className="grid gap-4 tablet:grid-cols-2">
            <TextField
              name="priceMinCents"
              label={t('fields.priceMin')}
              value={values.priceMin}
              onChange={(v) => change('priceMin', v, 'priceMinCents')}
              error={errors.priceMinCents}
              {...PRICE_INPUT}
              required
            />
            <TextField
              name="priceMaxCents"
              label={t('fields.priceMax')}
              hint={t('fields.priceMaxHint')}
              value={values.priceMax}
              onChange={(v) => change('priceMax', v, 'priceMaxCents')}
              error={errors.priceMaxCents}
              {...PRICE_INPUT}
            />
          </div>
          {preview ? (
            <p className="text-on-surface-variant text-sm" aria-live="polite">
              {t('fields.pricePreview', { price: preview })}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
