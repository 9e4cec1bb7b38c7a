import { CATEGORY_KEYS, EVENT_LIMITS } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommittedText } from '../../../../lib/use-committed-text.ts';
import { controlClasses } from '../../../../ui/field-styles.ts';
import { type EventFilters, PRICE_OPTIONS, WHEN_OPTIONS } from '../../lib/event-filters.ts';
import type { EventFiltersState } from '../../lib/use-event-filters.ts';

interface FilterFieldsProps {
  filters: EventFilters;
  update: EventFiltersState['update'];
  /** The calendar chooses its own month: no date filter there. */
  showDates: boolean;
  className?: string;
}

const LABEL = 'flex flex-col gap-1 font-medium text-on-surface-variant text-sm';

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T | '';
  /** The first option, the empty value: no filter. */
  anyLabel: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | '') => void;
}

/** A labelled select of one filter: "any" first, then the options. */
function FilterSelect<T extends string>({
  id,
  label,
  value,
  anyLabel,
  options,
  optionLabel,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <label className={LABEL} htmlFor={id}>
      {label}
      <select
        id={id}
        className={`${controlClasses(false)} cursor-pointer py-2.5`}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Category, date, city, price and online filters; each change is written to the URL at once. */
export function FilterFields({ filters, update, showDates, className }: FilterFieldsProps) {
  const { t } = useTranslation(['events', 'categories']);
  const id = useId();
  const city = useCommittedText(filters.city, (value) => update({ city: value }, { replace: true }));

  return (
    <div className={className}>
      <FilterSelect
        id={`${id}-category`}
        label={t('filters.category')}
        value={filters.category}
        anyLabel={t('filters.anyCategory')}
        options={CATEGORY_KEYS}
        optionLabel={(key) => t(`categories:${key}`)}
        onChange={(category) => update({ category })}
      />
      {showDates ? (
        <FilterSelect
          id={`${id}-when`}
          label={t('filters.when')}
          value={filters.when}
          anyLabel={t('filters.anyDate')}
          options={WHEN_OPTIONS}
          optionLabel={(option) => t(`filters.whenOptions.${option}`)}
          onChange={(when) => update({ when })}
        />
      ) : null}
      {showDates && filters.when === 'range' ? (
        <>
          <label className={LABEL} htmlFor={`${id}-from`}>
            {t('filters.from')}
            <input
              id={`${id}-from`}
              type="date"
              className={controlClasses(false)}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => update({ when: 'range', from: event.target.value })}
            />
          </label>
          <label className={LABEL} htmlFor={`${id}-to`}>
            {t('filters.to')}
            <input
              id={`${id}-to`}
              type="date"
              className={controlClasses(false)}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => update({ when: 'range', to: event.target.value })}
            />
          </label>
        </>
      ) : null}
      <label className={LABEL} htmlFor={`${id}-city`}>
        {t('filters.city')}
        <input
          id={`${id}-city`}
          type="text"
          className={controlClasses(false)}
          value={city.text}
          maxLength={EVENT_LIMITS.city.max}
          autoComplete="address-level2"
          placeholder={t('filters.cityPlaceholder')}
          onChange={(event) => city.setText(event.target.value)}
          onBlur={city.commitNow}
          onKeyDown={(event) => {
            if (event.key === 'Enter') city.commitNow();
          }}
        />
      </label>
      <FilterSelect
        id={`${id}-price`}
        label={t('filters.price')}
        value={filters.price}
        anyLabel={t('filters.anyPrice')}
        options={PRICE_OPTIONS}
        optionLabel={(option) => t(`filters.priceOptions.${option}`)}
        onChange={(price) => update({ price })}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end text-on-surface text-sm">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={filters.online}
          onChange={(event) => update({ online: event.target.checked })}
        />
        {t('filters.online')}
      </label>
    </div>
  );
}
