import { CATEGORY_KEYS, EVENT_LIMITS } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../ui/field-styles.ts';
import {
  type EventFilters,
  type EventFiltersPatch,
  PRICE_OPTIONS,
  type PriceOption,
  WHEN_OPTIONS,
  type WhenOption,
} from '../../lib/event-filters.ts';
import { useCommittedText } from '../../lib/use-committed-text.ts';

interface FilterFieldsProps {
  filters: EventFilters;
  update: (patch: EventFiltersPatch, options?: { replace?: boolean }) => void;
  /** The calendar chooses its own month: no date filter there. */
  showDates: boolean;
  className?: string;
}

const LABEL = 'flex flex-col gap-1 font-medium text-on-surface-variant text-sm';
const SELECT = `${controlClasses(false)} cursor-pointer py-2.5`;

/** Category, date, city, price and online filters; each change is written to the URL at once. */
export function FilterFields({ filters, update, showDates, className }: FilterFieldsProps) {
  const { t } = useTranslation(['events', 'categories']);
  const id = useId();
  const city = useCommittedText(filters.city, (value) => update({ city: value }, { replace: true }));

  return (
    <div className={className}>
      <label className={LABEL} htmlFor={`${id}-category`}>
        {t('filters.category')}
        <select
          id={`${id}-category`}
          className={SELECT}
          value={filters.category}
          onChange={(event) => update({ category: event.target.value as EventFilters['category'] })}
        >
          <option value="">{t('filters.anyCategory')}</option>
          {CATEGORY_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`categories:${key}`)}
            </option>
          ))}
        </select>
      </label>
      {showDates ? (
        <label className={LABEL} htmlFor={`${id}-when`}>
          {t('filters.when')}
          <select
            id={`${id}-when`}
            className={SELECT}
            value={filters.when}
            onChange={(event) => update({ when: event.target.value as WhenOption | '' })}
          >
            <option value="">{t('filters.anyDate')}</option>
            {WHEN_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`filters.whenOptions.${option}`)}
              </option>
            ))}
          </select>
        </label>
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
      <label className={LABEL} htmlFor={`${id}-price`}>
        {t('filters.price')}
        <select
          id={`${id}-price`}
          className={SELECT}
          value={filters.price}
          onChange={(event) => update({ price: event.target.value as PriceOption | '' })}
        >
          <option value="">{t('filters.anyPrice')}</option>
          {PRICE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`filters.priceOptions.${option}`)}
            </option>
          ))}
        </select>
      </label>
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
