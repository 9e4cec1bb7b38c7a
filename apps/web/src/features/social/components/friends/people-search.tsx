import { SOCIAL_LIMITS } from '@eventos/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { SearchField } from '../../../../ui/search-field.tsx';
import { LoadMoreButton } from '../../../groups/components/load-more-button.tsx';
import { FriendButton } from '../../../people/components/friend-button.tsx';
import { PersonCard } from '../../../people/components/person-card.tsx';
import { useViewer } from '../../../people/lib/use-viewer.ts';
import { usePeopleSearch } from '../../api/use-people-search.ts';
import { HubSection } from '../shared/hub-section.tsx';
import { ListError } from '../shared/list-error.tsx';
import { ListLoading } from '../shared/list-loading.tsx';

/** How long typing must pause before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** "Buscar pessoas": people by name or username as the person types, each with the friend button. */
export function PeopleSearch() {
  const { t } = useTranslation(['social', 'people']);
  const viewer = useViewer();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = usePeopleSearch(q, viewer);
  const people = query.data?.pages.flatMap((page) => page.items) ?? [];

  let results = null;
  if (q === '') results = null;
  else if (query.isPending) results = <ListLoading rows={2} />;
  else if (query.isError && !query.data)
    results = (
      <ListError
        title={t('friends.search.error')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (people.length === 0)
    results = (
      <p role="status" className="text-on-surface-variant text-sm">
        {t('friends.search.empty', { q })}
      </p>
    );
  else
    results = (
      <>
        <ul aria-label={t('friends.search.results')} className="flex flex-col gap-2">
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard
                person={person}
                actions={<FriendButton person={person} relationship={person.relationship} size="compact" />}
              />
            </li>
          ))}
        </ul>
        <LoadMoreButton
          hasNextPage={query.hasNextPage}
          isFetching={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );

  return (
    <HubSection title={t('friends.search.title')}>
      <SearchField
        label={t('friends.search.label')}
        placeholder={t('friends.search.placeholder')}
        value={text}
        maxLength={SOCIAL_LIMITS.search.max}
        onChange={(event) => setText(event.target.value)}
      />
      {results}
    </HubSection>
  );
}
