import type { EventDetail } from '@eventos/domain';
import { Ban, CalendarClock, NotebookPen, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn.ts';
import { buttonClasses } from '../../../../ui/button.tsx';
import { formatEventDate } from '../../lib/format-event-date.ts';

/** Above the event: it was cancelled (everyone), it is a draft or waits to be published (organiser). */
export function EventStatusBanner({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation('eventDetails');
  const language = i18n.resolvedLanguage ?? i18n.language;

  if (event.status === 'cancelled') {
    return (
      <Banner tone="error" icon={<Ban aria-hidden="true" className="size-5 shrink-0" />}>
        <p className="font-semibold">{t('status.cancelled')}</p>
        <p className="text-sm">{t('status.cancelledHint')}</p>
      </Banner>
    );
  }
  if (event.status === 'draft' || (event.status === 'scheduled' && event.isOwner)) {
    const draft = event.status === 'draft';
    return (
      <Banner
        tone="warning"
        icon={
          draft ? (
            <NotebookPen aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
          )
        }
        action={
          event.isOwner ? (
            <Link to={`/events/${event.id}/edit`} className={buttonClasses('outline-on-tint', 'compact')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('status.edit')}
            </Link>
          ) : null
        }
      >
        <p className="font-semibold">
          {draft
            ? t('status.draft')
            : t('status.scheduled', { date: formatEventDate(event.publishedAt ?? '', language) })}
        </p>
        {draft && event.isOwner ? <p className="text-sm">{t('status.draftHint')}</p> : null}
      </Banner>
    );
  }
  return null;
}

interface BannerProps {
  tone: 'warning' | 'error';
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

function Banner({ tone, icon, action, children }: BannerProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-3 rounded-2xl px-4 py-3 tablet:flex-row tablet:items-center',
        tone === 'error'
          ? 'bg-error-container text-on-error-container'
          : 'bg-warning-container text-on-warning-container',
      )}
    >
      <div className="flex flex-1 items-start gap-3">
        {icon}
        <div className="flex flex-col gap-0.5">{children}</div>
      </div>
      {action}
    </div>
  );
}
