import type { BroadcastStatus } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { useFormatWhen } from '../lib/use-format-when.ts';

const STATE_TONE: Record<BroadcastStatus['state'], string> = {
  storing: 'bg-secondary-container text-on-secondary-container',
  queued: 'bg-secondary-container text-on-secondary-container',
  done: 'bg-success-container text-on-success-container',
  failed: 'bg-error-container text-on-error-container',
};

interface BroadcastListProps {
  broadcasts: BroadcastStatus[] | undefined;
  error: unknown;
  /** Show at most this many. */
  limit?: number;
}

/** The recent broadcasts: when, how it went, and how many people each reached. */
export function BroadcastList({ broadcasts, error, limit }: BroadcastListProps) {
  const { t, i18n } = useTranslation('admin');
  const when = useFormatWhen();
  if (error) return <p className="text-error text-sm">{describeError(t, error)}</p>;
  if (!broadcasts) return <p className="text-on-surface-variant text-sm">{t('common:loading')}</p>;
  if (broadcasts.length === 0)
    return <p className="text-on-surface-variant text-sm">{t('broadcast.recent.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-outline-variant/60">
      {broadcasts.slice(0, limit).map((broadcast) => (
        <li key={broadcast.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
          <time dateTime={broadcast.createdAt} className="text-on-surface">
            {when(broadcast.createdAt)}
          </time>
          <span className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${STATE_TONE[broadcast.state]}`}>
            {t(`broadcast.recent.state.${broadcast.state}`)}
          </span>
          <span className="ms-auto text-on-surface-variant">
            {t('broadcast.recent.reached', {
              reached: broadcast.stored.toLocaleString(i18n.language),
              recipients: broadcast.recipients.toLocaleString(i18n.language),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
