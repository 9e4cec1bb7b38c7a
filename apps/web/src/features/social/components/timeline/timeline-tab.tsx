import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../groups/components/load-more-button.tsx';
import { useViewer } from '../../../people/lib/use-viewer.ts';
import { PullToRefresh } from '../../../pull-to-refresh/components/pull-to-refresh.tsx';
import { useTimeline } from '../../api/use-timeline.ts';
import { ListError } from '../shared/list-error.tsx';
import { ScrollSentinel } from '../shared/scroll-sentinel.tsx';
import { TimelineCard } from './timeline-card.tsx';
import { TimelineEmpty } from './timeline-empty.tsx';
import { TimelineSkeleton } from './timeline-skeleton.tsx';

/**
 * The timeline: what friends and followed people and groups did, newest first, more as the person
 * scrolls ("Carregar mais" too); pulling down on a phone reads it again from the top.
 */
export function TimelineTab() {
  const { t } = useTranslation('social');
  const viewer = useViewer();
  const query = useTimeline(viewer);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  let body: ReactNode;
  if (query.isPending) body = <TimelineSkeleton />;
  else if (query.isError && !query.data)
    body = (
      <ListError
        title={t('timeline.error')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const items = query.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <TimelineEmpty />
      ) : (
        <>
          <ul aria-label={t('timeline.label')} className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.id}>
                <TimelineCard item={item} viewer={viewer} />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-center text-error text-sm">
              {t('timeline.moreError')}
            </p>
          ) : null}
          <ScrollSentinel active={hasNextPage && !isFetchingNextPage} onReach={() => void fetchNextPage()} />
          <LoadMoreButton
            hasNextPage={hasNextPage}
            isFetching={isFetchingNextPage}
            onLoadMore={() => void fetchNextPage()}
          />
        </>
      );
  }

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="flex max-w-2xl flex-col gap-4">{body}</div>
    </PullToRefresh>
  );
}
