import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { ListState } from '../../people/components/list-state.tsx';
import { LoadMore } from '../../people/components/load-more.tsx';
import { useModerationLog } from '../api/moderation-log.ts';
import { useFormatWhen } from '../lib/use-format-when.ts';
import { ReportsPersonLink } from './reports-person-link.tsx';

const REPORT_ERROR_NAMESPACES = ['admin', 'moderation', 'fields'] as const;

/** The moderation log: who did what to which kind of content, when, the note, and what it resolved. */
export function ReportsLog() {
  const { t, i18n } = useTranslation('admin');
  const when = useFormatWhen();
  const log = useModerationLog();
  if (!log.data)
    return (
      <ListState
        namespaces={REPORT_ERROR_NAMESPACES}
        error={log.error}
        isError={log.isError}
        retrying={log.isFetching}
        onRetry={() => void log.refetch()}
        errorTitle={t('reports.log.error')}
      />
    );
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return <StatusMessage role="status" title={t('reports.log.empty')} className="py-10" />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-outline-variant/60 rounded-2xl border border-outline-variant bg-surface px-4">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1.5 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <ReportsPersonLink person={entry.admin} gone={t('reports.accountGone')} />
              <span className="rounded-full bg-secondary-container px-2.5 py-0.5 font-medium text-on-secondary-container text-xs">
                {t(`reports.actions.${entry.action}`)}
              </span>
              <span className="text-on-surface-variant">{t(`reports.type.${entry.targetType}`)}</span>
              <time dateTime={entry.createdAt} className="ms-auto text-on-surface-variant text-xs">
                {when(entry.createdAt)}
              </time>
            </div>
            <p dir="auto" className="whitespace-pre-line break-words text-on-surface">
              {entry.note}
            </p>
            <p className="text-on-surface-variant text-xs">
              {t('reports.resolved', {
                count: entry.resolvedReports,
                n: entry.resolvedReports.toLocaleString(i18n.language),
              })}
              {entry.suspendedUntil ? (
                <>
                  {' · '}
                  {entry.suspendedUntil === 'forever'
                    ? t('reports.badges.suspendedForever')
                    : t('reports.badges.suspendedUntil', { date: when(entry.suspendedUntil) })}
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore
        label={t('reports.loadMore')}
        hasNextPage={log.hasNextPage}
        isFetching={log.isFetchingNextPage}
        onLoadMore={() => void log.fetchNextPage()}
      />
    </div>
  );
}
