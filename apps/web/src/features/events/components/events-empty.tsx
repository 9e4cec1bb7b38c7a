import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../ui/status-message.tsx';

export function EventsEmpty() {
  const { t } = useTranslation('events');
  return (
    <StatusMessage
      role="status"
      icon={<CalendarX2 aria-hidden="true" className="size-10 text-primary" />}
      title={t('list.empty.title')}
      description={t('list.empty.message')}
    />
  );
}
