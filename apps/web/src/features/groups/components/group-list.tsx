import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context.tsx';
import { EventsError } from '../../events/components/events-error.tsx';
import type { GroupListFilters } from '../api/group-keys.ts';
import { useGroupsQuery } from '../api/use-groups-query.ts';
import { groupViewer } from '../lib/group-viewer.ts';
import { GroupGrid } from './group-grid.tsx';
import { GroupGridSkeleton } from './group-grid-skeleton.tsx';
import { LoadMoreButton } from './load-more-button.tsx';

interface GroupListProps {
  filters: GroupListFilters;
  /** What to show when nothing matches. */
  empty: ReactNode;
}

const ERROR_NAMESPACES = ['fields'] as const;

/** Groups matching `filters`: skeleton cards, the error with a retry, the empty state, pages of cards. */
export function GroupList({ filters, empty }: GroupListProps) {
  const { t } = useTranslation('groups');
  const result = useGroupsQuery(filters, groupViewer(useSession()));

  if (!result.data) {
    if (!result.isError) return <GroupGridSkeleton />;
    return (
      <EventsError
        error={result.error}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
        title={t('list.error')}
        namespaces={ERROR_NAMESPACES}
      />
    );
  }

  const groups = result.data.pages.flatMap((page) => page.items);
  if (groups.length === 0) return <>{empty}</>;

  const loadNext = () => void result.fetchNextPage();
  return (
    <div className="flex flex-col gap-2">
      <GroupGrid groups={groups} />
      {result.isFetchNextPageError ? (
        <EventsError
          error={result.error}
          onRetry={loadNext}
          retrying={result.isFetchingNextPage}
          title={t('list.error')}
          namespaces={ERROR_NAMESPACES}
          className="py-8"
        />
      ) : (
        <LoadMoreButton
          hasNextPage={result.hasNextPage}
          isFetching={result.isFetchingNextPage}
          onLoadMore={loadNext}
        />
      )}
    </div>
  );
}
