import type { Attendee } from '@eventos/domain';
import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The latest people through the door, newest first, with the time each came in. */
export function RecentCheckIns({ items }: { items: readonly Attendee[] | undefined }) {
  const { t, i18n } = useTranslation('manage');
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { timeStyle: 'short' });
  return (
    <section aria-labelledby="recent-title" className="flex flex-col gap-3">
      <h2 id="recent-title" className="font-semibold text-xl">
        {t('live.recent')}
      </h2>
      {items && items.length > 0 ? (
        <ol data-testid="recent-check-ins" className="flex flex-col gap-2">
          {items.map((attendee) => (
            <li
              key={attendee.id}
              className="flex items-center gap-3 rounded-2xl bg-surface-variant px-4 py-3"
            >
              <CircleCheckBig aria-hidden="true" className="size-6 shrink-0 text-success" />
              <span dir="auto" className="min-w-0 flex-1 truncate font-medium text-lg">
                {attendee.name}
              </span>
              {attendee.checkedInAt ? (
                <time dateTime={attendee.checkedInAt} className="text-on-surface-variant tabular-nums">
                  {time.format(new Date(attendee.checkedInAt))}
                </time>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-lg text-on-surface-variant">{t('live.noneYet')}</p>
      )}
    </section>
  );
}
