import { EVENT_LIMITS } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useCommittedText } from '../../../lib/use-committed-text.ts';
import { Button } from '../../../ui/button.tsx';
import { SearchField } from '../../../ui/search-field.tsx';

/** The query box of /search: results follow as one types (debounced) or at once on Enter. */
export function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('events');
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
        <SearchField
          label={t('search.label')}
          className="flex-1"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          maxLength={EVENT_LIMITS.search.max}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
    </search>
  );
}
