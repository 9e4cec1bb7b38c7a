import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { usePeopleSearch } from '../../people/api/use-people-search.ts';
import { FriendButton } from '../../people/components/friend-button.tsx';
import { LoadMore } from '../../people/components/load-more.tsx';
import { PersonCard } from '../../people/components/person-card.tsx';
import { useViewer } from '../../people/lib/use-viewer.ts';

/**
 * The people matching the search (findable, never blocked either way), each with the friend
 * button, a page at a time. Loaded on its own for signed-in people: a visitor's search never loads it.
 */
export function SearchPeopleResults({ q }: { q: string }) {
  const { t } = useTranslation(['people', 'fields']);
  const query = usePeopleSearch(q, useViewer());

  if (!query.data) {
    if (query.isError)
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-on-surface-variant text-sm">
          <span>
            {t('search.loadError')} {describeError(t, query.error, ['people', 'fields'])}
          </span>
          <Button variant="outline" size="compact" onClick={() => void query.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      );
    return (
      <div role="status" className="grid grid-cols-1 gap-3 desktop:grid-cols-2">
        <span className="sr-only">{t('common:loading')}</span>
        <div aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-surface-variant" />
        <div
          aria-hidden="true"
          className="hidden h-20 animate-pulse rounded-2xl bg-surface-variant desktop:block"
        />
      </div>
    );
  }
  const people = query.data.pages.flatMap((page) => page.items);
  if (people.length === 0)
    return (
      <p role="status" className="text-on-surface-variant text-sm">
        {t('search.empty', { q })}
      </p>
    );
  return (
    <>
      <ul aria-labelledby="search-people-title" className="grid grid-cols-1 gap-3 desktop:grid-cols-2">
        {people.map((person) => (
          <li key={person.id} className="min-w-0">
            <PersonCard
              person={person}
              actions={
                person.relationship ? (
                  <FriendButton person={person} relationship={person.relationship} size="compact" />
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetching={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={t('search.loadMore')}
      />
    </>
  );
}
