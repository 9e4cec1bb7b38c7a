import type { EventDetail } from '@eventos/domain';
import { CalendarX2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { useEventDetail } from '../../events/api/use-event-detail.ts';

interface OrganizerEventGateProps {
  eventId: string;
  children: (event: EventDetail) => ReactNode;
  className?: string;
}

/**
 * Loads the event and lets only its organiser through: a missing event says so, someone else's
 * event says it is not theirs to manage, with a way back either way.
 */
export function OrganizerEventGate({ eventId, children, className }: OrganizerEventGateProps) {
  const { t } = useTranslation('manage');
  const found = useEventDetail(eventId);

  if (found.isPending)
    return (
      <StatusMessage
        role="status"
        icon={<Spinner size="lg" />}
        title={t('common:loading')}
        className={className}
      />
    );

  if (found.isError) {
    const missing = found.error instanceof ApiError && found.error.status === 404;
    return missing ? (
      <StatusMessage
        role="alert"
        icon={<CalendarX2 aria-hidden="true" className="size-10" />}
        title={t('gate.notFoundTitle')}
        description={t('gate.notFoundText')}
        action={
          <Link to="/organizing" className={buttonClasses('outline')}>
            {t('gate.toOrganizing')}
          </Link>
        }
        className={className}
      />
    ) : (
      <StatusMessage
        role="alert"
        title={t('gate.loadFailed')}
        description={describeError(t, found.error, ['fields'])}
        action={<Button onClick={() => void found.refetch()}>{t('gate.retry')}</Button>}
        className={className}
      />
    );
  }

  const event = found.data;
  if (!event.isOwner)
    return (
      <StatusMessage
        role="alert"
        icon={<Lock aria-hidden="true" className="size-10" />}
        title={t('gate.forbiddenTitle')}
        description={t('gate.forbiddenText')}
        action={
          <Link to={`/events/${encodeURIComponent(event.slug)}`} className={buttonClasses('outline')}>
            {t('gate.toEvent')}
          </Link>
        }
        className={className}
      />
    );

  return children(event);
}
