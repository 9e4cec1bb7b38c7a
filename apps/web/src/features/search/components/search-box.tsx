import { EVENT_LIMITS } from '@eventos/domain';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { useCommittedText } from '../../events/lib/use-committed-text.ts';

/** The query box of /search: results follow as one types (debounced) or at once on Enter. */
export function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('events');
  const inputId = useId();
  const search = useCommittedText(q, onSearch);
  return (
    <search className="w-full max-w-2xl">
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          search.commitNow();
        }}
      >
        <div className="relative flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t('search.label')}
          </label>
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute start-4 top-1/2 size-5 text-on-surface-variant"
          />
          <input
            id={inputId}
            type="search"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={EVENT_LIMITS.search.max}
            className={`${controlClasses(false)} ps-12`}
          />
        </div>
        <Button type="submit">{t('search.submit')}</Button>
      </form>
    </search>
  );
}
