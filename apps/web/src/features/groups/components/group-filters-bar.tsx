import { CATEGORY_KEYS, GROUP_LIMITS } from '@eventos/domain';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommittedText } from '../../../lib/use-committed-text.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { SearchField } from '../../../ui/search-field.tsx';
import { hasGroupFilters } from '../lib/group-filters.ts';
import type { GroupFiltersState } from '../lib/use-group-filters.ts';

const LABEL = 'flex min-w-0 flex-col gap-1 font-medium text-on-surface-variant text-sm';

/**
 * Search, category and city of /groups. Each change goes to the URL (typing once it pauses), so the
 * list can be shared and the back button walks the filters.
 */
export function GroupFiltersBar({ filters, update, clear }: GroupFiltersState) {
  const { t } = useTranslation(['groups', 'categories']);
  const id = useId();
  const search = useCommittedText(filters.q, (q) => update({ q }, { replace: true }));
  const city = useCommittedText(filters.city, (value) => update({ city: value }, { replace: true }));
  const clearAll = () => {
    search.setText('');
    city.setText('');
    clear();
  };

  return (
    <div className="flex flex-col gap-3">
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search.commitNow();
          }}
        >
          <SearchField
            label={t('filters.search')}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            enterKeyHint="search"
            maxLength={GROUP_LIMITS.search.max}
          />
        </form>
      </search>
      <div className="grid grid-cols-2 items-end gap-3 tablet:grid-cols-[minmax(0,14rem)_minmax(0,14rem)_1fr]">
        <label className={LABEL} htmlFor={`${id}-category`}>
          {t('filters.category')}
          <select
            id={`${id}-category`}
            className={`${controlClasses(false)} cursor-pointer py-2.5`}
            value={filters.category}
            onChange={(event) =>
              update({ category: event.target.value as (typeof CATEGORY_KEYS)[number] | '' })
            }
          >
            <option value="">{t('filters.anyCategory')}</option>
            {CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`categories:${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL} htmlFor={`${id}-city`}>
          {t('filters.city')}
          <input
            id={`${id}-city`}
            type="text"
            className={controlClasses(false)}
            value={city.text}
            maxLength={GROUP_LIMITS.city.max}
            autoComplete="address-level2"
            placeholder={t('filters.cityPlaceholder')}
            onChange={(event) => city.setText(event.target.value)}
            onBlur={city.commitNow}
            onKeyDown={(event) => {
              if (event.key === 'Enter') city.commitNow();
            }}
          />
        </label>
        {hasGroupFilters(filters) ? (
          <Button
            variant="ghost"
            size="compact"
            className="col-span-2 justify-self-end tablet:col-span-1"
            onClick={clearAll}
          >
            <X aria-hidden="true" className="size-4" />
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
