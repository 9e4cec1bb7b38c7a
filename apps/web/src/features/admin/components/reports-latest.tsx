import type { ReportSummary } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useFormatWhen } from '../lib/use-format-when.ts';
import { ReportsPersonLink } from './reports-person-link.tsx';

/** The latest reports on a target: who, why, their words (as text) and when. */
export function ReportsLatest({ reports, titleId }: { reports: ReportSummary[]; titleId: string }) {
  const { t } = useTranslation(['admin', 'moderation']);
  const when = useFormatWhen();
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h4 id={titleId} className="font-medium text-on-surface text-sm">
        {t('reports.latest')}
      </h4>
      <ul className="flex flex-col divide-y divide-outline-variant/60">
        {reports.map((report) => (
          <li key={report.id} className="flex flex-col gap-1 py-2 text-sm">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <ReportsPersonLink person={report.reporter} gone={t('reports.accountGone')} />
              <span className="rounded-full bg-surface-variant px-2 py-0.5 text-on-surface-variant text-xs">
                {t(`moderation:reasons.${report.reason}`)}
              </span>
              <time dateTime={report.createdAt} className="ms-auto text-on-surface-variant text-xs">
                {when(report.createdAt)}
              </time>
            </div>
            {report.details ? (
              <p dir="auto" className="whitespace-pre-line break-words text-on-surface">
                {report.details}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
