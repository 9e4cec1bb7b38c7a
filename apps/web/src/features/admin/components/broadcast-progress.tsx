import type { BroadcastStatus } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBroadcastStatus } from '../api/use-broadcast-status.ts';

/** How far the broadcast just sent has gone: stored of recipients while it runs, then the count reached. */
export function BroadcastProgress({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin');
  const { data } = useBroadcastStatus(id);
  if (!data) return null;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const finished = data.state === 'done' || data.state === 'failed';
  const percent = data.recipients > 0 ? Math.round((data.stored / data.recipients) * 100) : 100;
  return (
    <section
      aria-labelledby="broadcast-progress-title"
      className="flex flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-5"
    >
      <h2
        id="broadcast-progress-title"
        className="flex items-center gap-2 font-semibold text-lg text-on-surface"
      >
        {finished ? null : <Spinner size="sm" />}
        {t(`broadcast.progress.state.${data.state}`)}
      </h2>
      <div
        role="progressbar"
        aria-label={t('broadcast.progress.label')}
        aria-valuemin={0}
        aria-valuemax={data.recipients}
        aria-valuenow={data.stored}
        className="h-2 overflow-hidden rounded-full bg-surface-variant"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="text-on-surface text-sm">
        {finished
          ? t('broadcast.progress.reached', { reached: number(data.stored) })
          : t('broadcast.progress.stored', {
              stored: number(data.stored),
              recipients: number(data.recipients),
            })}
      </p>
      <BroadcastChannels status={data} number={number} />
    </section>
  );
}

function BroadcastChannels({ status, number }: { status: BroadcastStatus; number: (n: number) => string }) {
  const { t } = useTranslation('admin');
  return (
    <p className="text-on-surface-variant text-sm">
      {t('broadcast.progress.channels', { pushed: number(status.pushed), emailed: number(status.emailed) })}
    </p>
  );
}
