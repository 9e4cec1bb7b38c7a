import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { fetchGroups } from '../../groups/api/fetch-groups.ts';
import { groupKeys } from '../../groups/api/group-keys.ts';
import { GroupCompactItem } from '../../groups/components/group-compact-item.tsx';
import { groupsListHref } from '../../groups/lib/group-filters.ts';
import { groupViewer } from '../../groups/lib/group-viewer.ts';

/** Groups shown beside the events found; "Ver todos" opens /groups with the same text. */
export const SEARCH_GROUPS_LIMIT = 6;

/**
 * The groups matching the search, the first few in one compact block above the events. Nothing
 * shows when no group matches: the events' own empty state says what was not found.
 */
export function SearchGroups({ q }: { q: string }) {
  const { t } = useTranslation(['groups', 'fields']);
  const viewer = groupViewer(useSession());
  const query = useQuery({
    queryKey: [...groupKeys.list({ q }, SEARCH_GROUPS_LIMIT, viewer ?? 'visitor'), 'search'],
    queryFn: ({ signal }) =>
      fetchGroups({ q, limit: SEARCH_GROUPS_LIMIT, signal, viewer: viewer ?? 'visitor' }),
    enabled: viewer !== null,
  });

  if (query.data?.items.length === 0) return null;
  return (
    <section aria-labelledby="search-groups-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="search-groups-title" className="font-semibold text-on-background text-xl">
          {t('search.title', { q })}
        </h2>
        {query.data ? (
          <Link
            to={groupsListHref({ q })}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary text-sm hover:underline"
          >
            {t('search.seeAll')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        ) : null}
      </div>
      {query.data ? (
        <ul className="grid grid-cols-1 gap-3 tablet:grid-cols-2 wide:grid-cols-3">
          {query.data.items.map((group) => (
            <li key={group.id} className="min-w-0">
              <GroupCompactItem group={group} />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-on-surface-variant text-sm">
          <span>
            {t('search.error')} {describeError(t, query.error, ['fields'])}
          </span>
          <Button variant="outline" size="compact" onClick={() => void query.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" className="grid grid-cols-1 gap-3 tablet:grid-cols-2 wide:grid-cols-3">
          <span className="sr-only">{t('common:loading')}</span>
          <div aria-hidden="true" className="h-16 animate-pulse rounded-2xl bg-surface-variant" />
          <div
            aria-hidden="true"
            className="hidden h-16 animate-pulse rounded-2xl bg-surface-variant tablet:block"
          />
          <div
            aria-hidden="true"
            className="hidden h-16 animate-pulse rounded-2xl bg-surface-variant wide:block"
          />
        </div>
      )}
    </section>
  );
}
