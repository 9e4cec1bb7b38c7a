import type { ReportedContent } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useFormatWhen } from '../lib/use-format-when.ts';

const BADGE = 'rounded-full px-2.5 py-0.5 font-medium text-xs';

/** Oculto, Cancelado, Suspenso (until when, or for good): what was already done to the content. */
export function ReportsBadges({ content }: { content: ReportedContent }) {
  const { t } = useTranslation('admin');
  const when = useFormatWhen();
  // A suspension that has ended is no longer news.
  const until =
    content.authorSuspendedUntil === 'forever' ||
    (content.authorSuspendedUntil && Date.parse(content.authorSuspendedUntil) > Date.now())
      ? content.authorSuspendedUntil
      : null;
  if (!content.hidden && !content.cancelled && !until) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {content.hidden ? (
        <li className={`${BADGE} bg-secondary-container text-on-secondary-container`}>
          {t('reports.badges.hidden')}
        </li>
      ) : null}
      {content.cancelled ? (
        <li className={`${BADGE} bg-error-container text-on-error-container`}>
          {t('reports.badges.cancelled')}
        </li>
      ) : null}
      {until ? (
        <li className={`${BADGE} bg-error-container text-on-error-container`}>
          {until === 'forever'
            ? t('reports.badges.suspendedForever')
            : t('reports.badges.suspendedUntil', { date: when(until) })}
        </li>
      ) : null}
    </ul>
  );
}
