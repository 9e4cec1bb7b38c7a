import { CalendarX2, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { useEditableEvent } from '../api/use-editable-event.ts';
import { EventDangerZone } from '../components/event-danger-zone.tsx';
import { EventForm } from '../components/event-form.tsx';
import { EventStatusBadge } from '../components/event-status-badge.tsx';
import { FormPageHeader } from '../components/form-page-header.tsx';

/**
 * /events/{id}/edit — the organiser's form, filled in, with cancel and delete. Someone else's event
 * or one that does not exist gets a clear message instead.
 */
export function EditEventPage() {
  const { t } = useTranslation(['step1', 'step2', 'fields']);
  const { id = '' } = useParams();
  const found = useEditableEvent(id);
  usePageMeta(t('page.editTitle'), t('page.editLead'));

  const toEvents = (
    <Link to="/events" className={buttonClasses('outline')}>
      {t('page.toEvents')}
    </Link>
  );

  if (found.isPending)
    return (
      <StatusMessage
        role="status"
        icon={<Spinner size="lg" />}
        title={t('page.loading')}
        className="mx-auto"
      />
    );

  if (found.isError) {
    const missing = found.error instanceof ApiError && found.error.status === 404;
    return missing ? (
      <StatusMessage
        role="alert"
        icon={<CalendarX2 aria-hidden="true" className="size-10" />}
        title={t('page.notFoundTitle')}
        description={t('page.notFoundText')}
        action={toEvents}
      />
    ) : (
      <StatusMessage
        role="alert"
        title={t('page.loadFailed')}
        description={describeError(t, found.error, ['fields'])}
        action={<Button onClick={() => void found.refetch()}>{t('page.retry')}</Button>}
      />
    );
  }

  const event = found.data;
  if (!event.isOwner)
    return (
      <StatusMessage
        role="alert"
        icon={<Lock aria-hidden="true" className="size-10" />}
        title={t('page.forbiddenTitle')}
        description={t('event.forbidden', { ns: 'fields' })}
        action={
          <Link to={`/events/${encodeURIComponent(event.slug)}`} className={buttonClasses('outline')}>
            {t('page.toEvent')}
          </Link>
        }
      />
    );

  const eventLink = (
    <Link to={`/events/${encodeURIComponent(event.slug)}`} className="text-primary underline">
      {t('page.viewEvent')}
    </Link>
  );

  return (
    <section aria-labelledby="event-form-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <FormPageHeader
        title={t('page.editTitle')}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <EventStatusBadge event={event} />
            <span dir="auto" className="font-medium text-on-surface">
              {event.name}
            </span>
            {eventLink}
          </span>
        }
      />
      {event.cancelledAt ? (
        <p role="status" className="rounded-xl bg-error-container p-4 text-on-error-container">
          {t('event.cancelled', { ns: 'fields' })}
        </p>
      ) : (
        <EventForm key={event.id} event={event} />
      )}
      <EventDangerZone event={event} />
    </section>
  );
}
