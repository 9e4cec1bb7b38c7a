import { MODERATION_ACTIONS_BY_TARGET, type ModerationAction, type ReportQueueItem } from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useFormatWhen } from '../lib/use-format-when.ts';
import { ReportsActionDialog } from './reports-action-dialog.tsx';
import { ReportsContent } from './reports-content.tsx';
import { ReportsLatest } from './reports-latest.tsx';

interface ReportsCardProps {
  item: ReportQueueItem;
  /** Open reports can be acted on; decided ones are only shown. */
  actionable: boolean;
}

/**
 * One reported target: its type, how many reports and why, when, the content as text, the latest
 * reports, and the actions allowed for its type.
 */
export function ReportsCard({ item, actionable }: ReportsCardProps) {
  const { t, i18n } = useTranslation(['admin', 'moderation']);
  const when = useFormatWhen();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const titleId = useId();
  const latestId = useId();
  const name = item.content.title ?? item.content.author?.name ?? t('reports.noTitle');

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-outline-variant bg-surface p-4 tablet:p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-primary-container px-2.5 py-0.5 font-medium text-on-primary-container text-xs">
          {t(`reports.type.${item.targetType}`)}
        </span>
        <h3 id={titleId} dir="auto" className="min-w-0 flex-1 break-words font-semibold text-on-surface">
          {name}
        </h3>
        <span className="font-medium text-on-surface text-sm">
          {t('reports.count', { count: item.reportCount, n: item.reportCount.toLocaleString(i18n.language) })}
        </span>
      </header>
      <ul aria-label={t('reports.reasonsLabel')} className="flex flex-wrap gap-2">
        {item.reasons.map(({ reason, count }) => (
          <li
            key={reason}
            className="rounded-full border border-outline-variant px-2.5 py-0.5 text-on-surface-variant text-xs"
          >
            {t('reports.reasonCount', {
              reason: t(`moderation:reasons.${reason}`),
              n: count.toLocaleString(i18n.language),
            })}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-on-surface-variant text-xs">
        <span>
          {t('reports.firstReported')}{' '}
          <time dateTime={item.firstReportedAt}>{when(item.firstReportedAt)}</time>
        </span>
        <span>
          {t('reports.lastReported')} <time dateTime={item.lastReportedAt}>{when(item.lastReportedAt)}</time>
        </span>
      </p>
      <ReportsContent content={item.content} />
      <ReportsLatest reports={item.reports} titleId={latestId} />
      {actionable ? (
        <fieldset className="border-outline-variant border-t pt-4">
          <legend className="sr-only">{t('reports.actionsFor', { name })}</legend>
          <div className="flex flex-wrap gap-2">
            {MODERATION_ACTIONS_BY_TARGET[item.targetType].map((choice) => (
              <Button
                key={choice}
                size="compact"
                variant={choice === 'dismiss' ? 'outline' : 'ghost'}
                className={choice === 'dismiss' ? undefined : 'text-error'}
                onClick={() => setAction(choice)}
              >
                {t(`reports.actions.${choice}`)}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {actionable ? (
        <ReportsActionDialog item={item} action={action} onClose={() => setAction(null)} />
      ) : null}
    </article>
  );
}
