import { CATEGORY_KEYS, type CategoryKey } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';

interface CategoryFieldProps {
  value: CategoryKey | '';
  onChange: (value: CategoryKey | '') => void;
  error?: string | undefined;
}

/** The 12 categories of spec §3, named in the interface language. */
export function CategoryField({ value, onChange, error }: CategoryFieldProps) {
  const { t } = useTranslation(['step1', 'categories']);
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-on-surface text-sm">
        {t('fields.category')}
      </label>
      <select
        id={id}
        name="category"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error)}
        onChange={(event) => onChange(event.target.value as CategoryKey | '')}
        className={controlClasses(Boolean(error))}
      >
        <option value="">{t('fields.categoryPlaceholder')}</option>
        {CATEGORY_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(key, { ns: 'categories' })}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
