import { EVENT_LIMITS, SOCIAL_LIMITS } from '@eventos/domain';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { EventList } from '../../events/components/event-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SearchEmpty } from '../components/search-empty.tsx';
import { SearchGroups } from '../components/search-groups.tsx';
import { SearchPeople } from '../components/search-people.tsx';

/** Every namespace the page's parts use, loaded together so nothing suspends halfway. */
const NAMESPACES = ['events', 'groups', 'people', 'categories'] as const;

/**
 * /search?q= — the groups matching the text (the first few, with a way to all of them), the people
 * (for signed-in people), then the public events in the same cards and pages as /events.
 */
export function SearchPage() {
  const { t } = useTranslation(NAMESPACES);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, EVENT_LIMITS.search.max);

  usePageMeta(q ? t('search.results', { q }) : t('search.documentTitle'), t('search.prompt.message'));

  const onSearch = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="search-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <h1 id="search-title" className="font-bold text-3xl text-on-background tracking-tight">
          {t('search.title')}
        </h1>
        <SearchBox q={q} onSearch={onSearch} />
      </header>
      {q ? (
        <>
          <SearchGroups q={q} />
          <SearchPeople q={q.slice(0, SOCIAL_LIMITS.search.max)} />
          <section aria-labelledby="search-results-title" className="flex flex-col gap-4">
            <h2 id="search-results-title" className="font-semibold text-on-background text-xl">
              {t('search.results', { q })}
            </h2>
            <EventList query={{ q }} empty={<SearchEmpty q={q} />} />
          </section>
        </>
      ) : (
        <StatusMessage
          icon={<Search aria-hidden="true" className="size-10 text-primary" />}
          title={t('search.prompt.title')}
          description={t('search.prompt.message')}
        />
      )}
    </section>
  );
}
