import type { GroupDashboard } from '@eventos/domain';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventDate } from '../../events/lib/format-event-date.ts';

type UpcomingEvent = GroupDashboard['upcomingEvents'][number];

function Seats({ item }: { item: UpcomingEvent }) {
  const { t, i18n } = useTranslation('groupManage');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const going =
    item.capacity === null
      ? t('dashboard.events.going', { count: item.going, n: number.format(item.going) })
      : t('dashboard.events.goingOf', {
          count: item.capacity,
          n: number.format(item.going),
          capacity: number.format(item.capacity),
        });
  const full = item.capacity !== null && item.capacity > 0 ? Math.min(1, item.going / item.capacity) : null;
  return (
    <div className="flex min-w-0 flex-col gap-1 tablet:w-48">
      <p className="text-on-surface text-sm tabular-nums">{going}</p>
      {full !== null ? (
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-variant">
          <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round(full * 100)}%` }} />
        </div>
      ) : null}
      {item.waitlisted > 0 ? (
        <p className="text-on-surface-variant text-xs">
          {t('dashboard.events.waitlisted', { count: item.waitlisted, n: number.format(item.waitlisted) })}
        </p>
      ) : null}
    </div>
  );
}

/** The group's next events with how many are going out of the seats, each linking to its manage page. */
export function UpcomingGroupEvents({ dashboard }: { dashboard: GroupDashboard }) {
  const { t, i18n } = useTranslation('groupManage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section
      aria-labelledby="group-upcoming-title"
      className="flex flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-4"
    >
      <h2 id="group-upcoming-title" className="font-semibold text-on-surface text-xl">
        {t('dashboard.events.title')}
      </h2>
      {dashboard.upcomingEvents.length === 0 ? (
        <p className="flex items-center gap-2 text-on-surface-variant text-sm">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
          {t('dashboard.events.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-outline-variant" data-testid="upcoming-events">
          {dashboard.upcomingEvents.map((item) => (
            <li
              key={item.event.id}
              className="flex flex-col gap-2 py-3 tablet:flex-row tablet:items-center tablet:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <Link
                  to={`/events/${encodeURIComponent(item.event.slug)}`}
                  dir="auto"
                  className="truncate font-medium text-on-surface hover:underline"
                >
                  {item.event.name}
                </Link>
                <p className="text-on-surface-variant text-sm">
                  <time dateTime={item.event.startDatetime}>
                    {formatEventDate(item.event.startDatetime, language)}
                  </time>
                </p>
                <Link
                  to={`/events/${encodeURIComponent(item.event.id)}/manage`}
                  className="w-fit text-primary text-sm underline-offset-2 hover:underline"
                >
                  {t('dashboard.events.manage')}
                  <span className="sr-only">: {item.event.name}</span>
                </Link>
              </div>
              <Seats item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
