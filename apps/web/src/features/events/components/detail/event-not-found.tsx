import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';

/** A link to an event that does not exist (or that the reader may not see): say so, offer the list. */
export function EventNotFound() {
  const { t } = useTranslation('eventDetails');
  return (
    <StatusMessage
      role="status"
      icon={<CalendarX2 aria-hidden="true" className="size-10" />}
      title={<span className="text-xl">{t('notFound.title')}</span>}
      description={t('notFound.message')}
      action={
        <Link to="/events" className={buttonClasses('primary')}>
          {t('notFound.toEvents')}
        </Link>
      }
    />
  );
}
