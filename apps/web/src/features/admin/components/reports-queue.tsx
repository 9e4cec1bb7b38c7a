import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { ListState } from '../../people/components/list-state.tsx';
import { LoadMore } from '../../people/components/load-more.tsx';
import { type ReportQueueFilter, useReportQueue } from '../api/report-queue.ts';
import { ReportsCard } from './reports-card.tsx';

const REPORT_ERROR_NAMESPACES = ['admin', 'moderation', 'fields'] as const;

/** The reported targets of one tab and filter: cards, "Carregar mais", and the empty, loading and error states. */
export function ReportsQueue({ filter }: { filter: ReportQueueFilter }) {
  const { t } = useTranslation('admin');
  const queue = useReportQueue(filter);
  if (!queue.data)
    return (
      <ListState
        namespaces={REPORT_ERROR_NAMESPACES}
        error={queue.error}
        isError={queue.isError}
        retrying={queue.isFetching}
        onRetry={() => void queue.refetch()}
        errorTitle={t('reports.error')}
      />
    );
  const items = queue.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <StatusMessage role="status" title={t(`reports.empty.${filter.status}`)} className="py-10" />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={`${item.targetType}:${item.targetId}`}>
            <ReportsCard item={item} actionable={filter.status === 'open'} />
          </li>
        ))}
      </ul>
      <LoadMore
        label={t('reports.loadMore')}
        hasNextPage={queue.hasNextPage}
        isFetching={queue.isFetchingNextPage}
        onLoadMore={() => void queue.fetchNextPage()}
      />
    </div>
  );
}
