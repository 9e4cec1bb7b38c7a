import type { OrganizingItem } from '@eventos/domain';
import { CalendarDays, Eye, Pencil, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { formatEventDate } from '../../events/lib/format-event-date.ts';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col justify-end gap-0.5">
      <dt className="text-on-surface-variant text-xs leading-tight">{label}</dt>
      <dd data-testid={testId} className="font-semibold text-lg text-on-surface tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** One event I organise: its date, going / capacity / waitlist / check-in counts, view, manage, edit. */
export function OrganizingCard({ item }: { item: OrganizingItem }) {
  const { t, i18n } = useTranslation('participating');
  const { event, counts } = item;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const when = formatEventDate(event.startDatetime, language);
  const titleId = `organizing-${event.id}`;
  const filled = counts.capacity ? Math.min(1, counts.going / counts.capacity) : null;

  return (
    <Card aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <div className="flex flex-col gap-1">
        {when ? (
          <p className="flex items-center gap-1.5 font-medium text-primary text-sm">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={event.startDatetime}>{when}</time>
          </p>
        ) : null}
        <h3 id={titleId} className="line-clamp-2 font-semibold text-lg text-on-surface leading-snug">
          {event.name}
        </h3>
      </div>
      <dl aria-label={t('organizing.counts.label')} className="grid grid-cols-2 gap-3 tablet:grid-cols-4">
        <Stat label={t('organizing.counts.going')} value={number.format(counts.going)} testId="count-going" />
        <Stat
          label={t('organizing.counts.capacity')}
          value={counts.capacity === null ? t('organizing.counts.unlimited') : number.format(counts.capacity)}
          testId="count-capacity"
        />
        <Stat
          label={t('organizing.counts.waitlisted')}
          value={number.format(counts.waitlisted)}
          testId="count-waitlisted"
        />
        <Stat
          label={t('organizing.counts.checkedIn')}
          value={number.format(counts.checkedIn)}
          testId="count-checked-in"
        />
      </dl>
      {filled !== null && counts.capacity !== null ? (
        <div className="flex flex-col gap-1">
          <p className="sr-only">
            {t('organizing.counts.seats', {
              going: number.format(counts.going),
              capacity: number.format(counts.capacity),
            })}
          </p>
          <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-surface-variant">
            <div
              data-testid="seats-bar"
              className="h-full rounded-full bg-primary"
              style={{ width: `${filled * 100}%` }}
            />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link to={`/events/${event.slug}`} className={buttonClasses('outline', 'compact')}>
          <Eye aria-hidden="true" className="size-4" />
          {t('organizing.view')}
        </Link>
        <Link
          to={`/events/${event.id}/manage`}
          aria-label={t('organizing.manageLabel', { name: event.name })}
          className={buttonClasses('outline', 'compact')}
        >
          <Users aria-hidden="true" className="size-4" />
          {t('organizing.manage')}
        </Link>
        <Link
          to={`/events/${event.id}/edit`}
          aria-label={t('organizing.editLabel', { name: event.name })}
          className={buttonClasses('ghost', 'compact')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('organizing.edit')}
        </Link>
      </div>
    </Card>
  );
}
